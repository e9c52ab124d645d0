/**
 * The "Now inducted" set a cast screen plays once (issue 29): the profiles of the latest schedule that asked for
 * it, within NOW_INDUCTED_WINDOW_MS of its second, as the public sees them. Nothing is sent before the class is
 * public: the schedule must have been claimed (its second has come) and its profiles must be visible.
 */
import type { FastifyInstance } from 'fastify';
import {
  isCategoryVisible,
  isEntryPubliclyVisible,
  visibleCategoryIds,
  type CategoryIndex,
  type Entry,
  type NowInducted,
} from '@laurel/domain';
import { publicCategory } from './categories/category-read-service';

/** How long after its second a screen that opens (or reconnects) still plays the set. */
export const NOW_INDUCTED_WINDOW_MS = 10 * 60_000;

export async function nowInducted(
  app: FastifyInstance,
  siteId: string,
  index: CategoryIndex,
  folderEntries: (categoryId: string) => Entry[],
  now = Date.now(),
): Promise<NowInducted | undefined> {
  const s = await app.repos.schedules.lastAnnounced(siteId, new Date(now - NOW_INDUCTED_WINDOW_MS).toISOString());
  if (!s || Date.parse(s.at) > now) return undefined;
  const entry = s.kind === 'entry' ? index.entries.get(s.itemId) : undefined;
  if (s.kind === 'entry' && (!entry || !isEntryPubliclyVisible(index, s.itemId))) return undefined;
  const categoryId = entry ? entry.categoryID : s.itemId;
  const category = index.categories.get(categoryId);
  if (!category || !isCategoryVisible(index, categoryId)) return undefined;
  const entries = entry ? [entry] : folderEntries(categoryId);
  if (entries.length === 0) return undefined;
  const folder = publicCategory(index, category, visibleCategoryIds(index));
  return { id: s._id, at: s.at, name: s.name, categories: [{ category: folder, entries }] };
}
