/**
 * Deleting folders: the folder, its sub-folders and their entries are soft-deleted together (marked with
 * `deletedWith` = the folder's id so that a restore brings all of them back), the folder leaves its
 * parent's list, and it is cleared from the home grid, the home carousel and the public category filter.
 */
import { HttpError } from '../plugins/app/http-errors';
import { detachFromParent, editableCategory, siteCategories, type CategoryMap } from './category-access';
import { actorOf, emitChange, type AuthedCtx } from './context';
import { logDeleted } from './deleted-service';
import type { ItemResult } from './category-write-service';

function subtree(map: CategoryMap, rootId: string): string[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) {
    for (const c of map.values()) if (c.parentCategoryID === out[i] && !out.includes(c._id)) out.push(c._id);
  }
  return out;
}

async function clearFromHome(ctx: AuthedCtx, ids: string[]): Promise<void> {
  const { home, publicCategoryFilter = [] } = ctx.site;
  const set: Record<string, unknown> = {};
  if (home.gridCategoryId && ids.includes(home.gridCategoryId)) set['home.gridCategoryId'] = null;
  if (home.carouselCategoryIds.some((id) => ids.includes(id)))
    set['home.carouselCategoryIds'] = home.carouselCategoryIds.filter((id) => !ids.includes(id));
  if (publicCategoryFilter.some((id) => ids.includes(id)))
    set.publicCategoryFilter = publicCategoryFilter.filter((id) => !ids.includes(id));
  if (Object.keys(set).length === 0) return;
  const updated = await ctx.app.repos.sites.updateById(ctx.site._id, {
    $set: { ...set, updatedAt: new Date().toISOString() },
  });
  if (updated) ctx.site = updated;
  emitChange(ctx, 'site', ctx.site.siteID);
}

async function deleteOne(ctx: AuthedCtx, map: CategoryMap, id: string): Promise<void> {
  const category = editableCategory(ctx, map, id);
  const ids = subtree(map, id);
  const { categories, entries } = ctx.app.repos;
  const mark = { $set: { deletedAt: new Date().toISOString(), deletedBy: actorOf(ctx), deletedWith: id } };
  await entries.updateMany({ siteID: ctx.site.siteID, categoryID: { $in: ids } }, mark);
  await categories.updateMany({ siteID: ctx.site.siteID, _id: { $in: ids as never[] } }, mark);
  await detachFromParent(ctx, category.parentCategoryID, id);
  for (const removed of ids) map.delete(removed);
  await logDeleted(ctx, [
    {
      documentType: 'category',
      documentId: id,
      name: category.categoryName,
      parentCategoryID: category.parentCategoryID,
    },
  ]);
  await clearFromHome(ctx, ids);
  emitChange(ctx, 'category', id);
}

export async function deleteCategory(ctx: AuthedCtx, id: string): Promise<void> {
  await deleteOne(ctx, await siteCategories(ctx), id);
}

export async function bulkDeleteCategories(ctx: AuthedCtx, ids: string[]): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  const results: ItemResult[] = [];
  for (const id of ids) {
    try {
      await deleteOne(ctx, map, id);
      results.push({ _id: id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ _id: id, ok: false, message: err.message });
    }
  }
  return results;
}
