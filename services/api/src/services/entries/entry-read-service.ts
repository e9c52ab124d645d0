/** GET one entry with its folder; legacy ids resolve; the public sees only publicly visible entries. */
import { isEntryPubliclyVisible, isEntryVisible, visibleCategoryIds, type EntryReply } from '@laurel/domain';
import { notFound } from '../../plugins/app/http-errors';
import type { Ctx } from '../context';
import { loadIndex } from '../search/content-index-service';

export const entryNotFound = (entryId: string) => notFound(`Entry ${entryId} not found.`);

export async function getEntry(ctx: Ctx, entryId: string, cms: boolean): Promise<EntryReply> {
  const { entries } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  const entry = (await entries.byIdInSite(siteId, entryId)) ?? (await entries.byLegacyId(siteId, entryId));
  if (!entry) throw entryNotFound(entryId);
  const index = await loadIndex(ctx, cms);
  const category = index.categories.get(entry.categoryID);
  if (!category) throw entryNotFound(entryId);
  if (cms) return { entry, category };
  if (!isEntryPubliclyVisible(index, entry._id)) throw entryNotFound(entryId);
  const visible = visibleCategoryIds(index);
  const visibleEntries = (index.entriesOf.get(category._id) ?? [])
    .filter((e) => isEntryVisible(e, category))
    .map((e) => e._id);
  return {
    // At a preview time, the entry as it will be then (its published flag).
    entry: ctx.timeView ? (index.entries.get(entry._id) ?? entry) : entry,
    category: { ...category, entries: visibleEntries, categories: category.categories.filter((c) => visible.has(c)) },
  };
}
