/**
 * Site search and the filter bar's search options, over what the caller may see: the public view
 * (published, visible content only) or, for editors asking with ?cms=1, everything.
 */
import {
  filterOptions,
  isEntryPubliclyVisible,
  normaliseSearchTerm,
  type CategoryIndex,
  type CategoryTreeNode,
  type Entry,
} from '@laurel/domain';
import type { Ctx } from './context';
import { siteContent } from '../plugins/app/site-content-repository';
import { treeNode } from './category-read-service';
import { matchEntries, matchFolders, searchIndexOf } from './search-index';

const MAX_RESULTS = 50;

const siteIndex = (ctx: Ctx): Promise<CategoryIndex> =>
  siteContent(ctx.app).index(ctx.site.siteID, ctx.site.publicCategoryFilter ?? []);

function shownEntries(index: CategoryIndex, cms: boolean): Entry[] {
  const all = [...index.entries.values()];
  return cms ? all : all.filter((e) => isEntryPubliclyVisible(index, e._id));
}

/** The filter bar filters profiles: record items (entries of records layouts) are left out of its options. */
export async function searchOptions(ctx: Ctx, cms: boolean) {
  const index = await siteIndex(ctx);
  const entries = shownEntries(index, cms).filter(
    (e) => index.categories.get(e.categoryID)?.layout !== 'RecordsLayout',
  );
  const years = new Set([...filterOptions(entries, 'graduationDate'), ...filterOptions(entries, 'eventDate')]);
  return {
    activities: filterOptions(entries, 'activity'),
    types: filterOptions(entries, 'type'),
    years: [...years].sort((a, b) => b.localeCompare(a)),
    letters: filterOptions(entries, 'lastName'),
  };
}

/**
 * Folders whose name contains the term, and entries matching it as free text (SPEC §5), at most 50 each.
 * Matched over the index's precomputed search view (lowercased texts, word sets, visibility).
 */
export async function siteSearch(
  ctx: Ctx,
  term: string,
  cms: boolean,
): Promise<{ categories: CategoryTreeNode[]; entries: Entry[] }> {
  const text = normaliseSearchTerm(term);
  if (!text) return { categories: [], entries: [] };
  const index = await siteIndex(ctx);
  const search = searchIndexOf(index);
  return {
    categories: matchFolders(search, text, cms, MAX_RESULTS).map((c) => treeNode(index, c, cms)),
    entries: matchEntries(search, text, cms, MAX_RESULTS),
  };
}
