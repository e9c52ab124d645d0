/**
 * Site search as a visitor's query sees it (SPEC §5): folders whose name contains the term and entries
 * matching it as free text, at most `max` each. The API answers `GET /sites/{id}/search` with it, and a
 * kiosk's service worker answers the same query with it while the API cannot be reached, over the public
 * content it kept (`GET /sites/{id}/search-data`), so the two give the same results.
 */
import type { Category, CategoryTreeNode } from '../schemas/category';
import type { SearchReply } from '../schemas/api/sites';
import { entriesOfCategory, type CategoryIndex } from './category-index';
import { isEntryVisible } from './visibility';
import { normaliseSearchTerm } from './format';
import { searchEntries, searchFolders, siteSearchIndexOf } from './site-search';

export const SEARCH_MAX_RESULTS = 50;

/**
 * One folder as a tree node. `entryCount` counts every entry when `countAll`, otherwise only the visible
 * ones (what a visitor may learn); `visibleEntryCount` always counts the visible ones.
 */
export function treeNode(
  index: CategoryIndex,
  c: Category,
  countAll: boolean,
  children: CategoryTreeNode[] = [],
): CategoryTreeNode {
  const entries = entriesOfCategory(index, c._id);
  const visibleEntryCount = entries.filter((e) => isEntryVisible(e, c)).length;
  return {
    _id: c._id,
    categoryName: c.categoryName,
    path: c.path,
    layout: c.layout,
    isLive: c.isLive,
    parentCategoryID: c.parentCategoryID,
    coverImage: c.coverImage ?? null,
    entryCount: countAll ? entries.length : visibleEntryCount,
    visibleEntryCount,
    ...(c.flipbook ? { hasFlipbook: true } : {}),
    children,
  };
}

export function siteSearchReply(
  index: CategoryIndex,
  term: string,
  cms: boolean,
  max = SEARCH_MAX_RESULTS,
): SearchReply {
  const text = normaliseSearchTerm(term);
  if (!text) return { categories: [], entries: [] };
  const search = siteSearchIndexOf(index);
  return {
    categories: searchFolders(search, text, cms, max).map((c: Category) => treeNode(index, c, cms)),
    entries: searchEntries(search, text, cms, max),
  };
}
