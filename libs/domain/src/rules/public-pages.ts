import type { CategoryIndex } from './category-index';
import { resolveRedirect } from './redirects';
import { routePath, type PublicRoute } from './routes';
import { isEntryPubliclyVisible, visibleCategoryIds, visibleChildCategories } from './visibility';

/**
 * Every public page of a site a visitor can land on (what `sitemap.xml` lists): Home, the folder list, each
 * visible folder (its sub-folder list when it has visible sub-folders, else its content) and each visible
 * entry, in the site's order. Only published content (the visibility rules, the public category filter),
 * and never a page a visitor is sent on from (SPEC §2 redirects): the page it leads to is listed instead.
 */
export function publicPagePaths(index: CategoryIndex, siteId: string): string[] {
  const routes: PublicRoute[] = [
    { name: 'home', siteId },
    { name: 'categories', siteId },
  ];
  const visible = visibleCategoryIds(index);
  for (const [categoryId] of index.categories) {
    if (!visible.has(categoryId)) continue;
    const hasChildren = visibleChildCategories(index, categoryId).length > 0;
    routes.push({ name: hasChildren ? 'subcategories' : 'category', siteId, categoryId });
  }
  for (const [entryId, entry] of index.entries) {
    if (isEntryPubliclyVisible(index, entryId))
      routes.push({ name: 'entry', siteId, categoryId: entry.categoryID, entryId });
  }
  const ctx = { isPublic: true, backButton: false };
  return routes.filter((route) => resolveRedirect(route, index, ctx) === null).map(routePath);
}
