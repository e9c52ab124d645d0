/**
 * A version of the folders whose order a move or copy changed (issue 29: every save of a folder's order keeps a
 * version): each folder as it was (from the map read before the change) and as it is now (read back), all in
 * one version with the new items when there are any.
 */
import type { Category } from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { recordVersion, type SavedItem } from './record-version';

export async function folderOrderVersion(
  ctx: AuthedCtx,
  before: ReadonlyMap<string, Category>,
  folderIds: Iterable<string | null | undefined>,
  summary: string,
  added: SavedItem[] = [],
): Promise<void> {
  const ids = [...new Set([...folderIds].filter((id): id is string => !!id && before.has(id)))];
  const after = await ctx.app.repos.categories.findByIds(ids);
  const saved: SavedItem[] = [
    ...added,
    ...after.map((c) => ({ kind: 'category' as const, before: before.get(c._id)!, after: c })),
  ];
  await recordVersion(ctx, saved.length > 1 ? 'bulk-save' : 'save', saved, { summary });
}
