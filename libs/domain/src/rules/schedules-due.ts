/**
 * What pending schedules do to published flags (issue 29), the same rules the API carries them out by
 * (services/api/src/services/schedules/carry-out.ts): in the order they happen, a profile schedule sets its
 * profiles' flag; a folder schedule sets the folder's, and publishing a folder publishes its profiles with it.
 * Pure: the preview at a time applies them to copies and writes nothing.
 */
import type { ScheduleAction, ScheduleKind } from '../schemas';
import { categoryPath, homePath } from './routes';

/** The query parameter of the site as it will be at a time (`?previewAt=` on public pages and reads). */
export const PREVIEW_AT_PARAM = 'previewAt';

/** The preview time a page's query names (an instant as ISO), or null when none or unreadable. */
export function previewAtOf(search: string): string | null {
  const value = new URLSearchParams(search).get(PREVIEW_AT_PARAM);
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** A public page's path at a preview time (`/category/s/c?previewAt=…`). */
export const previewAtPath = (path: string, at: string): string =>
  `${path}?${PREVIEW_AT_PARAM}=${encodeURIComponent(at)}`;

/**
 * Where "Preview at this time" opens for a schedule: a folder's page for one folder, `folderId`'s page when the
 * caller knows where the profile is, else Home (a group, a change to Home).
 */
export function schedulePreviewPath(
  siteId: string,
  s: { kind: ScheduleKind; itemId: string; itemIds?: string[]; at: string },
  folderId?: string,
): string {
  const folder = folderId ?? (s.kind === 'category' && !s.itemIds ? s.itemId : undefined);
  return previewAtPath(folder ? categoryPath(siteId, folder) : homePath(siteId), s.at);
}

/** What the rules read of a schedule. */
export interface DueSchedule {
  kind: ScheduleKind;
  action: ScheduleAction;
  itemId: string;
  itemIds?: string[];
}

/** Published flags by id, changed in place; `profilesOf` lists a folder's profiles. */
export interface LiveFlags {
  folders: Map<string, boolean>;
  entries: Map<string, boolean>;
  profilesOf: (folderId: string) => readonly string[];
}

/** Applies the schedules (already in the order they happen) to the flags; unknown ids are left alone. */
export function applyDueSchedules(flags: LiveFlags, due: readonly DueSchedule[]): void {
  for (const s of due) {
    if (s.kind === 'home') continue;
    const live = s.action === 'publish';
    for (const id of s.itemIds ?? [s.itemId]) {
      if (s.kind === 'entry') {
        if (flags.entries.has(id)) flags.entries.set(id, live);
        continue;
      }
      if (!flags.folders.has(id)) continue;
      flags.folders.set(id, live);
      if (live) for (const e of flags.profilesOf(id)) if (flags.entries.has(e)) flags.entries.set(e, true);
    }
  }
}
