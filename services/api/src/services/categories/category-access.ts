/** Loading a site's folders for a write and checking the editor's folder scope on them (domain rule `canEditCategory`). */
import { canEditCategory, categoryChain, type Category } from '@laurel/domain';
import { forbidden } from '../../plugins/app/http-errors';
import { categoryNotFound } from './category-read-service';
import type { AuthedCtx } from '../context';

export type CategoryMap = Map<string, Category>;

export async function siteCategories(ctx: AuthedCtx): Promise<CategoryMap> {
  const list = await ctx.app.repos.categories.ofSite(ctx.site.siteID);
  return new Map(list.map((c) => [c._id, c]));
}

export const mayEditCategory = (ctx: AuthedCtx, map: CategoryMap, categoryId: string | null): boolean =>
  canEditCategory(ctx.user, ctx.site, categoryChain(map, categoryId));

/** The folder, when it exists in the site and the user may edit it (404 / 403 otherwise). */
export function editableCategory(ctx: AuthedCtx, map: CategoryMap, categoryId: string): Category {
  const category = map.get(categoryId);
  if (!category) throw categoryNotFound(categoryId);
  if (!mayEditCategory(ctx, map, categoryId)) throw forbidden();
  return category;
}

/** Checks the user may create or move things into `parentId` (null = top level: all folders needed). */
export function assertMayAddTo(ctx: AuthedCtx, map: CategoryMap, parentId: string | null): void {
  if (parentId !== null && !map.has(parentId)) throw categoryNotFound(parentId);
  if (!mayEditCategory(ctx, map, parentId)) throw forbidden();
}

/**
 * Copy and move read from their source as much as they write to their destination: every source folder
 * must be one the user may edit (all or nothing, checked before anything changes; 403 naming the rule).
 */
export function assertMayEditSources(
  ctx: AuthedCtx,
  map: CategoryMap,
  sourceIds: readonly string[],
  what: 'copy' | 'move',
): void {
  const locked = [...new Set(sourceIds)].filter((id) => !mayEditCategory(ctx, map, id));
  if (locked.length > 0)
    throw forbidden(
      `You may ${what} only from folders you may edit; ${locked.length === 1 ? 'one folder' : `${locked.length} folders`} ` +
        `of this request ${locked.length === 1 ? 'is' : 'are'} not yours. Nothing was changed.`,
    );
}

export async function editableCategoryById(
  ctx: AuthedCtx,
  categoryId: string,
): Promise<{ category: Category; map: CategoryMap }> {
  const map = await siteCategories(ctx);
  return { category: editableCategory(ctx, map, categoryId), map };
}
