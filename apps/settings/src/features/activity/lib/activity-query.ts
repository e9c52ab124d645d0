import type { ActivityKind, ActivityQuery, VersionSummary } from '@laurel/domain';
import { categoryPath, entryPath, settingsPath } from '@laurel/domain';

/** The filters as a query string ('' when none), keys in a stable order. */
export function activityQueryString(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const key of ['person', 'folder', 'kind', 'from', 'to', 'before', 'limit'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const ACTIVITY_KINDS: { value: ActivityKind; label: string }[] = [
  { value: 'save', label: 'Saves' },
  { value: 'bulk-save', label: 'Bulk saves' },
  { value: 'import', label: 'Imports' },
  { value: 'restore', label: 'Restores' },
  { value: 'sign-in', label: 'Sign-ins' },
  { value: 'user', label: 'Users and roles' },
  { value: 'screen-pairing', label: 'Screen pairings' },
  { value: 'emergency', label: 'Emergency announcements' },
  { value: 'schedule', label: 'Schedules' },
];

export const kindLabel = (kind: ActivityKind): string => ACTIVITY_KINDS.find((k) => k.value === kind)?.label ?? kind;

/**
 * Where a line leads: its (first) item's page with that version opened in the History panel, or the site's
 * General settings for a site version; null for lines with no item (sign-ins, pairings, …).
 */
export function activityLink(siteId: string, line: VersionSummary): string | null {
  const item = line.items[0];
  if (!item) return null;
  const version = `?version=${encodeURIComponent(line._id)}`;
  if (item.kind === 'site') return settingsPath(siteId, 'general');
  if (item.kind === 'category') return `${categoryPath(siteId, item.id)}${version}`;
  const folder = line.folderIds[0];
  return folder ? `${entryPath(siteId, folder, item.id)}${version}` : null;
}
