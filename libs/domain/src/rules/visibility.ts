import type { Category, Entry } from '../schemas';
import { ancestorsOf, childCategories, entriesOfCategory, type CategoryIndex } from './category-index';
import { NEW_PROFILE_NAME } from './constants';
import { isFolderShowable } from './folder-visibility';

export { filterVisibleTree, isFolderShowable } from './folder-visibility';

/** SPEC §4 public visibility. All functions are pure; the API and the front ends use the same ones. */

type EntryLike = Pick<Entry, 'isLive' | 'firstName'>;

/** An entry is shown publicly when live; outside record layouts, 'NEW PROFILE' placeholders are hidden. */
export function isEntryVisible(entry: EntryLike, category: Pick<Category, 'layout'>): boolean {
  if (!entry.isLive) return false;
  if (category.layout !== 'RecordsLayout' && entry.firstName.trim() === NEW_PROFILE_NAME) return false;
  return true;
}

/** The publicly visible entries of a folder, in the given order. */
export const visibleEntries = <E extends EntryLike>(category: Pick<Category, 'layout'>, entries: readonly E[]): E[] =>
  entries.filter((e) => isEntryVisible(e, category));

/**
 * The public category filter lists top-level folders: when it is non-empty, a folder is allowed only if its
 * top-level ancestor (or itself, at the top) is listed; sub-folders of a listed folder stay visible.
 */
export function isAllowedByPublicFilter(index: CategoryIndex, categoryId: string): boolean {
  if (index.publicCategoryFilter.length === 0) return true;
  const top = ancestorsOf(index, categoryId)[0];
  return !!top && index.publicCategoryFilter.includes(top._id);
}

/** Results per index: an index is immutable once built, so each folder is worked out once. */
const contentCache = new WeakMap<CategoryIndex, Map<string, boolean>>();

/**
 * True when the folder has a flipbook, a visible entry or a showable sub-folder that (recursively) has content.
 */
export function hasVisibleContent(index: CategoryIndex, categoryId: string): boolean {
  let cache = contentCache.get(index);
  if (!cache) contentCache.set(index, (cache = new Map()));
  const known = cache.get(categoryId);
  if (known !== undefined) return known;
  cache.set(categoryId, false); // guards against parent cycles in bad data
  const category = index.categories.get(categoryId);
  const result =
    !!category &&
    (!!category.flipbook ||
      entriesOfCategory(index, categoryId).some((e) => isEntryVisible(e, category)) ||
      childCategories(index, categoryId).some((c) => isFolderShowable(c) && hasVisibleContent(index, c._id)));
  cache.set(categoryId, result);
  return result;
}

/** A folder is publicly visible when it and its ancestors are showable, it passes the filter and has content. */
export function isCategoryVisible(index: CategoryIndex, categoryId: string): boolean {
  const chain = ancestorsOf(index, categoryId);
  if (chain.length === 0 || !chain.every(isFolderShowable)) return false;
  return isAllowedByPublicFilter(index, categoryId) && hasVisibleContent(index, categoryId);
}

/** Visible child folders of a folder (or the visible top-level folders for null), in order. */
export const visibleChildCategories = (index: CategoryIndex, parentId: string | null): Category[] =>
  childCategories(index, parentId).filter((c) => isCategoryVisible(index, c._id));

/** Visible entries of a folder known to the index; [] when the folder is not visible. */
export function visibleEntriesOf(index: CategoryIndex, categoryId: string): Entry[] {
  const category = index.categories.get(categoryId);
  if (!category || !isCategoryVisible(index, categoryId)) return [];
  return visibleEntries(category, entriesOfCategory(index, categoryId));
}

/** An entry is publicly reachable when it is visible and its folder is visible. */
export function isEntryPubliclyVisible(index: CategoryIndex, entryId: string): boolean {
  const entry = index.entries.get(entryId);
  const category = entry && index.categories.get(entry.categoryID);
  return !!entry && !!category && isEntryVisible(entry, category) && isCategoryVisible(index, category._id);
}

/** Every publicly visible folder id of an index (for the API's anonymous reads). */
export const visibleCategoryIds = (index: CategoryIndex): Set<string> =>
  new Set([...index.categories.keys()].filter((id) => isCategoryVisible(index, id)));
