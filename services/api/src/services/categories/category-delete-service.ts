/**
 * Deleting folders: the folder, its sub-folders and their entries are soft-deleted together (marked with
 * `deletedWith` = the folder's id so that a restore brings all of them back), the folder leaves its
 * parent's list, and it is cleared from the home grid, the home carousel and the public category filter.
 */
import type { ItemResult } from '@laurel/domain';
import { editableCategory, siteCategories, type CategoryMap } from './category-access';
import { actorOf, emitChange, type AuthedCtx } from '../context';
import { logDeleted } from '../deleted/deleted-service';
import { eachItem } from '../item-results';

function subtree(map: CategoryMap, rootId: string): string[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) {
    for (const c of map.values()) if (c.parentCategoryID === out[i] && !out.includes(c._id)) out.push(c._id);
  }
  return out;
}

async function clearFromHome(ctx: AuthedCtx, categoryIds: string[]): Promise<void> {
  const { home, publicCategoryFilter = [] } = ctx.site;
  const paths: Record<string, unknown> = {};
  if (home.gridCategoryId && categoryIds.includes(home.gridCategoryId)) paths['home.gridCategoryId'] = null;
  if (home.carouselCategoryIds.some((id) => categoryIds.includes(id)))
    paths['home.carouselCategoryIds'] = home.carouselCategoryIds.filter((id) => !categoryIds.includes(id));
  if (publicCategoryFilter.some((id) => categoryIds.includes(id)))
    paths.publicCategoryFilter = publicCategoryFilter.filter((id) => !categoryIds.includes(id));
  if (Object.keys(paths).length === 0) return;
  const updated = await ctx.app.repos.sites.setPaths(ctx.site._id, paths);
  if (updated) ctx.site = updated;
  emitChange(ctx, 'site', ctx.site.siteID);
}

async function deleteOne(ctx: AuthedCtx, map: CategoryMap, categoryId: string): Promise<void> {
  const category = editableCategory(ctx, map, categoryId);
  const ids = subtree(map, categoryId);
  const { categories, entries } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  await entries.softDeleteInCategories(siteId, ids, actorOf(ctx), categoryId);
  await categories.softDeleteWith(siteId, ids, actorOf(ctx), categoryId);
  if (category.parentCategoryID) await categories.removeChild(category.parentCategoryID, categoryId);
  for (const removed of ids) map.delete(removed);
  await logDeleted(ctx, [
    {
      documentType: 'category',
      documentId: categoryId,
      name: category.categoryName,
      parentCategoryID: category.parentCategoryID,
    },
  ]);
  await clearFromHome(ctx, ids);
  emitChange(ctx, 'category', categoryId);
}

export async function deleteCategory(ctx: AuthedCtx, categoryId: string): Promise<void> {
  await deleteOne(ctx, await siteCategories(ctx), categoryId);
}

export async function bulkDeleteCategories(ctx: AuthedCtx, categoryIds: string[]): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  return eachItem(
    categoryIds,
    (id) => id,
    (id) => deleteOne(ctx, map, id),
  );
}
