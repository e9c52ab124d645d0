/**
 * Media travel as ids in requests; documents store the media item itself. Resolves ids of the site's
 * media to items, with a 400 naming any id that does not exist.
 */
import type { MediaItem } from '@laurel/domain';
import { badRequest } from '../plugins/app/http-errors';
import type { Ctx } from './context';

export type MediaRefs = Record<string, string | null | string[] | undefined>;

/**
 * Replaces, in a copy of `input`, each field named in `single` (id or null) and `lists` (id arrays) by
 * media items. Fields absent from the input stay absent.
 */
export async function resolveMediaFields<T extends object>(
  ctx: Ctx,
  input: T,
  single: readonly string[],
  lists: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const ids = new Set<string>();
  for (const f of single) if (typeof out[f] === 'string') ids.add(out[f] as string);
  for (const f of lists) if (Array.isArray(out[f])) for (const id of out[f] as string[]) ids.add(id);
  if (ids.size === 0) return out;
  const found = await ctx.app.repos.media.find({ _id: { $in: [...ids] as never[] }, siteID: ctx.site.siteID });
  const byId = new Map<string, MediaItem>(found.map((m) => [m._id, m]));
  const missing = [...ids].filter((id) => !byId.has(id));
  if (missing.length > 0) throw badRequest(`Media ${missing.join(', ')} not found.`);
  for (const f of single) if (typeof out[f] === 'string') out[f] = byId.get(out[f] as string);
  for (const f of lists) if (Array.isArray(out[f])) out[f] = (out[f] as string[]).map((id) => byId.get(id));
  return out;
}
