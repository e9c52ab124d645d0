/**
 * Site search and the filter bar's search options, over what the caller may see: the public view
 * (published, visible content only) or, for editors asking with ?cms=1, everything. Both read the cached
 * site index (`repos.siteContent`); search matches with the domain's site search (SPEC §5 free text over a
 * view of the index prepared once per index).
 */
import {
  filterOptions,
  isEntryPubliclyVisible,
  visibleCategoryIds,
  normaliseSearchTerm,
  siteSearchReply,
  type SearchData,
  type CategoryIndex,
  type Entry,
  type SearchOptions,
  type SearchReply,
} from '@laurel/domain';
import { publicCategory } from '../categories/category-read-service';
import type { Ctx } from '../context';

const siteIndex = async (ctx: Ctx): Promise<CategoryIndex> =>
  ctx.timeView?.index ?? ctx.app.repos.siteContent.index(ctx.site.siteID, ctx.site.publicCategoryFilter ?? []);

function shownEntries(index: CategoryIndex, cms: boolean): Entry[] {
  const all = [...index.entries.values()];
  return cms ? all : all.filter((e) => isEntryPubliclyVisible(index, e._id));
}

/** The filter bar filters profiles: record items (entries of records layouts) are left out of its options. */
export async function searchOptions(ctx: Ctx, cms: boolean): Promise<SearchOptions> {
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

/** Folders whose name contains the term, and entries matching it as free text (SPEC §5), at most 50 each. */
export async function siteSearch(ctx: Ctx, term: string, cms: boolean): Promise<SearchReply> {
  if (!normaliseSearchTerm(term)) return { categories: [], entries: [] };
  return siteSearchReply(await siteIndex(ctx), term, cms);
}

/**
 * What a kiosk keeps to search offline: the site's publicly visible folders and entries (its service worker
 * runs `siteSearchReply` over them while the API cannot be reached).
 */
export async function searchData(ctx: Ctx): Promise<SearchData> {
  const index = await siteIndex(ctx);
  const visible = visibleCategoryIds(index);
  // Each folder lists only visible entries and sub-folders: an id such as `entry-owen-dawson` names its profile.
  const categories = [...index.categories.values()]
    .filter((c) => visible.has(c._id))
    .map((c) => publicCategory(index, c, visible));
  return { categories, entries: shownEntries(index, false) };
}
