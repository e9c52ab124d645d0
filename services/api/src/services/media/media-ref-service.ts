/**
 * Media travel as ids in requests; documents store the media item itself. Resolves ids of the site's
 * media to items, with a 400 naming any id that does not exist or that the user may not see (an editor
 * limited to folders uses only their folders' media), and records the folder they are used in.
 */
import { mediaFieldMismatch, type MediaItem } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import type { Ctx } from '../context';
import { embeddedMedia, tieMediaToFolder, visibleMediaItems } from './media-scope';

/** `T` with its single media fields `S` as media items (or null) and its media lists `L` as item lists. */
export type WithMedia<T, S extends keyof T, L extends keyof T> = Omit<T, S | L> & {
  [K in S]?: MediaItem | null;
} & { [K in L]?: MediaItem[] };

/**
 * Replaces, in a copy of `input`, each field named in `single` (id or null) and `lists` (id arrays) by
 * media items. Fields absent from the input stay absent. `folderId`: the folder the document is in (its
 * media are then recorded as used there); null for the site's own fields.
 */
export async function resolveMediaFields<T extends Record<string, unknown>, S extends keyof T & string>(
  ctx: Ctx,
  input: T,
  single: readonly S[],
): Promise<WithMedia<T, S, never>>;
export async function resolveMediaFields<
  T extends Record<string, unknown>,
  S extends keyof T & string,
  L extends keyof T & string,
>(ctx: Ctx, input: T, single: readonly S[], lists: readonly L[], folderId?: string | null): Promise<WithMedia<T, S, L>>;
export async function resolveMediaFields(
  ctx: Ctx,
  input: Record<string, unknown>,
  single: readonly string[],
  lists: readonly string[] = [],
  folderId: string | null = null,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...input };
  const ids = new Set<string>();
  for (const f of single) if (typeof out[f] === 'string') ids.add(out[f]);
  for (const f of lists) for (const id of idList(out[f])) ids.add(id);
  if (ids.size > 0) {
    const found = await visibleMediaItems(ctx, [...ids]);
    const byId = new Map<string, MediaItem>(found.map((m) => [m._id, embeddedMedia(m)]));
    const missing = [...ids].filter((id) => !byId.has(id));
    if (missing.length > 0) throw badRequest(`Media ${missing.join(', ')} not found.`);
    if (folderId) await tieMediaToFolder(ctx, [...ids], folderId);
    for (const f of single) {
      const id = out[f];
      if (typeof id === 'string') out[f] = fitting(f, byId.get(id)!);
    }
    for (const f of lists) if (Array.isArray(out[f])) out[f] = idList(out[f]).map((id) => fitting(f, byId.get(id)!));
  }
  return out;
}

/** The item, if it may go into the field (a PDF only into a flipbook); a 400 otherwise. */
export function fitting(field: string, item: MediaItem): MediaItem {
  const mismatch = mediaFieldMismatch(field, item);
  if (mismatch) throw badRequest(mismatch);
  return item;
}

const idList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
