/** GET one entry with its folder; legacy ids resolve; the public sees only publicly visible entries. */
import { isEntryPubliclyVisible, isEntryVisible, visibleCategoryIds, type Category, type Entry } from '@laurel/domain';
import { notFound } from '../plugins/app/http-errors';
import type { Ctx } from './context';
import { loadIndex } from './content-index-service';

export const entryNotFound = (id: string) => notFound(`Entry ${id} not found.`);

export async function getEntry(ctx: Ctx, id: string, cms: boolean): Promise<{ entry: Entry; category: Category }> {
  const { entries } = ctx.app.repos;
  const entry =
    (await entries.findOne({ _id: id as never, siteID: ctx.site.siteID })) ??
    (await entries.findOne({ siteID: ctx.site.siteID, legacyId: id }));
  if (!entry) throw entryNotFound(id);
  const index = await loadIndex(ctx, cms);
  const category = index.categories.get(entry.categoryID);
  if (!category) throw entryNotFound(id);
  if (cms) return { entry, category };
  if (!isEntryPubliclyVisible(index, entry._id)) throw entryNotFound(id);
  const visible = visibleCategoryIds(index);
  const visibleEntries = (index.entriesOf.get(category._id) ?? [])
    .filter((e) => isEntryVisible(e, category))
    .map((e) => e._id);
  return {
    entry,
    category: { ...category, entries: visibleEntries, categories: category.categories.filter((c) => visible.has(c)) },
  };
}
