/** Which stored fields a version keeps and compares, and how a field's name and value read to a person. */
import type { VersionItemKind } from '@laurel/domain';

/** Never part of a version: identity, bookkeeping, and what Restore must not touch. */
const SKIPPED: Record<VersionItemKind, readonly string[]> = {
  entry: ['_id', 'siteID', 'legacyId', 'updatedAt', 'createdAt', 'path', 'categoryID'],
  category: ['_id', 'siteID', 'legacyId', 'updatedAt', 'createdAt', 'parentCategoryID', 'hasSubCategories'],
  // The emergency announcement is a switch with its own activity line; restoring old settings never turns it on.
  site: [
    '_id',
    'siteID',
    'clientID',
    'updatedAt',
    'createdAt',
    'themeColors',
    'castEmergencyAnnouncementEnabled',
    'castEmergencyAnnouncementText',
    'castEmergencyAnnouncementTheme',
    'castEmergencyAnnouncementExpiresAt',
    'castEmergencyAnnouncementSince',
  ],
};

/** The fields of a stored document a version keeps. */
export function snapshotOf(kind: VersionItemKind, doc: object): Record<string, unknown> {
  const skip = SKIPPED[kind];
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !skip.includes(k)));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !('_id' in v);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between two snapshots; settings groups (plain nested objects such as
 * `colors` or `recordInfo`) are compared one level down and named `group.field`.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const sub of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (!same(a[sub], b[sub])) out.push(`${key}.${sub}`);
    } else out.push(key);
  }
  return out;
}

const LABELS: Record<string, string> = {
  isLive: 'published',
  categoryName: 'name',
  categoryDescription: 'description',
  entries: 'order of profiles',
  categories: 'order of sub-folders',
  recordColumns: 'record columns',
  position: 'place among the top-level folders',
  recordInfo: 'record',
  homeButtons: 'home buttons',
  styleName: 'site name',
};

/** "firstName" → "first name"; "recordInfo.recordValue" → "record: record value". */
export function fieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => LABELS[part] ?? part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(': ');
}

const MAX_TEXT = 300;
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

/** A stored value as short readable text (rich text without tags, media by name, lists joined). */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return clip(
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '(empty)',
    );
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : clip(value.map(readable).join(', '));
  const o = value as Record<string, unknown>;
  for (const key of ['categoryName', 'recordLabel', 'label', 'name', 'fileName', 'title', 'originalName', 'url'])
    if (typeof o[key] === 'string' && o[key]) return clip(o[key] as string);
  return clip(JSON.stringify(value));
}

/** A field's value in a snapshot, by its (possibly dotted) name. */
export function valueAt(snapshot: Record<string, unknown>, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as never)[k] : undefined), snapshot);
}
