/** The media fields of stored documents (ENTITY_MEDIA_FIELDS) and the media item ids they hold. */
import { ENTITY_MEDIA_FIELDS } from '@laurel/domain';

/** The dotted paths of a document type's media fields, single ones first. */
export const mediaPaths = (t: keyof typeof ENTITY_MEDIA_FIELDS): string[] => [
  ...ENTITY_MEDIA_FIELDS[t].single,
  ...ENTITY_MEDIA_FIELDS[t].list,
];

/** The value at a dotted path, through lists (`homeButtons.image` of every button). */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let values: unknown[] = [doc];
  for (const key of path.split('.')) {
    values = values
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined));
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** The ids of the media items a folder or an entry holds in its media fields. */
export function mediaIdsOf(doc: unknown, type: 'category' | 'entry'): string[] {
  const ids = mediaPaths(type)
    .flatMap((p) => valuesAt(doc, p))
    .map((m) => (m as { _id?: unknown } | null)?._id)
    .filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}
