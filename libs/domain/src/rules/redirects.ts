import type { Category, CategoryLayout, Entry } from '../schemas';
import { type CategoryIndex } from './category-index';
import { categoriesPath, categoryPath, homePath, routePath, subcategoriesPath, type PublicRoute } from './routes';
import { visibleChildCategories, visibleEntriesOf } from './visibility';

/**
 * SPEC §2 redirect rules as pure decisions: each returns the path to go to, or null to stay.
 * The caller keeps the query string it carries (e.g. `filter`) and drops `backButton`.
 */

const PERSON_LIST_LAYOUTS: readonly CategoryLayout[] = [
  'PersonListCategoryLayout',
  'PersonListCategoryLayout2',
  'PersonBannersLayout',
];
/** Layouts whose entries are shown on the category page itself, never on an entry page of their own. */
export const isEntryListLayout = (layout: CategoryLayout): boolean => PERSON_LIST_LAYOUTS.includes(layout);
/** Layouts where a single visible entry does not skip the category page. */
const NO_SINGLE_ENTRY_SKIP: readonly CategoryLayout[] = [...PERSON_LIST_LAYOUTS, 'RecordsLayout'];

type IdRef = Pick<Category, '_id' | 'legacyId'>;

/** The current id for an id that may be a legacy id; the id itself when it is current or unknown. */
function currentId(id: string, docs: readonly IdRef[]): string {
  if (docs.some((d) => d._id === id)) return id;
  return docs.find((d) => d.legacyId && d.legacyId === id)?._id ?? id;
}

/** Legacy ids in the URL redirect to the current category or entry id. */
export function legacyIdRedirect(
  route: PublicRoute,
  categories: readonly IdRef[],
  entries: readonly (IdRef & Pick<Entry, 'categoryID'>)[],
): string | null {
  if (route.name === 'home' || route.name === 'categories') return null;
  const categoryId = currentId(route.categoryId, categories);
  if (route.name !== 'entry') return categoryId === route.categoryId ? null : routePath({ ...route, categoryId });
  const entryId = currentId(route.entryId, entries);
  const entry = entries.find((e) => e._id === entryId);
  // An entry found by its legacy id takes its folder from the entry itself.
  const folder = entryId !== route.entryId && entry ? entry.categoryID : categoryId;
  if (entryId === route.entryId && folder === route.categoryId) return null;
  return routePath({ ...route, categoryId: folder, entryId });
}

/** Where "up one level" from a folder is: its parent's sub-folder list, or the folder list at the top. */
export function parentListPath(siteId: string, category: Pick<Category, 'parentCategoryID'>): string {
  return category.parentCategoryID ? subcategoriesPath(siteId, category.parentCategoryID) : categoriesPath(siteId);
}

/** Where opening a folder leads: its sub-folder list when it has visible sub-folders, else its content. */
export function folderPath(index: CategoryIndex, siteId: string, categoryId: string): string {
  return visibleChildCategories(index, categoryId).length > 0
    ? subcategoriesPath(siteId, categoryId)
    : categoryPath(siteId, categoryId);
}

export interface RedirectContext {
  /** A public visitor (not signed in, or a touch screen); the rules below apply only to them. */
  isPublic: boolean;
  /** The `backButton` query is present: the visitor is going back, so single-item pages go up instead. */
  backButton: boolean;
}

/** A public visitor opening an entry of a person-list or banners folder is sent to the category page. */
export function entryLayoutRedirect(
  route: PublicRoute,
  category: Pick<Category, 'layout'> | undefined,
  ctx: RedirectContext,
): string | null {
  if (route.name !== 'entry' || !ctx.isPublic || !category || !isEntryListLayout(category.layout)) return null;
  return categoryPath(route.siteId, route.categoryId);
}

/**
 * A category with exactly one visible entry goes straight to it (not for banners, person-list or records
 * layouts, nor for a folder with a flipbook); with backButton it goes to the parent instead.
 */
export function singleEntryRedirect(route: PublicRoute, index: CategoryIndex, ctx: RedirectContext): string | null {
  if (route.name !== 'category' || !ctx.isPublic) return null;
  const category = index.categories.get(route.categoryId);
  // A folder with a flipbook is worth opening itself: its book shows there.
  if (!category || category.flipbook || NO_SINGLE_ENTRY_SKIP.includes(category.layout)) return null;
  const entries = visibleEntriesOf(index, category._id);
  if (entries.length !== 1) return null;
  if (ctx.backButton) return parentListPath(route.siteId, category);
  return routePath({ name: 'entry', siteId: route.siteId, categoryId: category._id, entryId: entries[0]._id });
}

/**
 * A folder list with exactly one visible folder goes straight into it (its sub-folders or its content);
 * with backButton it goes up one level (from the top-level list: home).
 */
export function singleFolderRedirect(route: PublicRoute, index: CategoryIndex, ctx: RedirectContext): string | null {
  if ((route.name !== 'categories' && route.name !== 'subcategories') || !ctx.isPublic) return null;
  const parentId = route.name === 'subcategories' ? route.categoryId : null;
  const folders = visibleChildCategories(index, parentId);
  if (folders.length !== 1) return null;
  if (ctx.backButton) {
    const parent = parentId ? index.categories.get(parentId) : undefined;
    return parent ? parentListPath(route.siteId, parent) : homePath(route.siteId);
  }
  return folderPath(index, route.siteId, folders[0]._id);
}

/** All rules in order (legacy ids first); the first that applies wins. */
export function resolveRedirect(route: PublicRoute, index: CategoryIndex, ctx: RedirectContext): string | null {
  const legacy = legacyIdRedirect(route, [...index.categories.values()], [...index.entries.values()]);
  if (legacy) return legacy;
  if (route.name === 'entry') return entryLayoutRedirect(route, index.categories.get(route.categoryId), ctx);
  return singleEntryRedirect(route, index, ctx) ?? singleFolderRedirect(route, index, ctx);
}
