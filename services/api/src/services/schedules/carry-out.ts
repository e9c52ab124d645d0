/**
 * What a due schedule does: publish or unpublish its profiles or folders (a folder published with its profiles)
 * as one version, or apply a change to Home through the same saves an editor's change goes through.
 */
import type { Category, Entry } from '@laurel/domain';
import type { ScheduleDoc } from '../../plugins/app/repositories';
import { emitChange, type AuthedCtx } from '../context';
import { patchSite, saveHomeButtons } from '../sites/site-service';
import { recordVersion, type SavedItem } from '../versions/record-version';

async function setEntries(ctx: AuthedCtx, ids: string[], isLive: boolean, saved: SavedItem[]): Promise<void> {
  const { entries } = ctx.app.repos;
  for (const before of await entries.byIdsInSite(ctx.site.siteID, ids)) {
    if (before.isLive === isLive) continue;
    const after = await entries.setFields(before._id, { isLive } as Partial<Entry>);
    if (after) saved.push({ kind: 'entry', before, after });
    emitChange(ctx, 'entry', before._id);
  }
}

async function setFolder(ctx: AuthedCtx, id: string, isLive: boolean, saved: SavedItem[]): Promise<boolean> {
  const { entries, categories } = ctx.app.repos;
  const before = await categories.byIdInSite(ctx.site.siteID, id);
  if (!before) return false;
  // Publishing a folder publishes its profiles with it (the class appears whole); unpublishing hides them all.
  if (isLive) {
    for (const entry of await entries.ofCategory(ctx.site.siteID, id)) {
      if (entry.isLive) continue;
      const after = await entries.setFields(entry._id, { isLive: true } as Partial<Entry>);
      if (after) saved.push({ kind: 'entry', before: entry, after });
    }
  }
  const after = await categories.setFields(id, { isLive } as Partial<Category>);
  if (after) saved.push({ kind: 'category', before, after });
  emitChange(ctx, 'category', id);
  return true;
}

export async function carryOut(ctx: AuthedCtx, s: ScheduleDoc): Promise<void> {
  if (s.kind === 'home') {
    const { home, homeButtons } = s.change ?? {};
    if (home && Object.keys(home).length > 0) await patchSite(ctx, { home });
    if (homeButtons) await saveHomeButtons(ctx, homeButtons);
    return;
  }
  const isLive = s.action === 'publish';
  const ids = s.itemIds ?? [s.itemId];
  const saved: SavedItem[] = [];
  if (s.kind === 'entry') {
    const found = await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, ids);
    if (found.length === 0)
      throw new Error(ids.length === 1 ? 'The profile was deleted.' : 'The profiles were deleted.');
    await setEntries(ctx, ids, isLive, saved);
  } else {
    let any = false;
    for (const id of ids) any = (await setFolder(ctx, id, isLive, saved)) || any;
    if (!any) throw new Error(ids.length === 1 ? 'The folder was deleted.' : 'The folders were deleted.');
  }
  const verb = isLive ? 'Published' : 'Unpublished';
  await recordVersion(ctx, saved.length > 1 ? 'bulk-save' : 'save', saved, {
    summary: `${verb} ${s.name} as scheduled by ${s.by}`,
  });
}
