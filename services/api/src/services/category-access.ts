/** Loading folders for a write and checking the editor's category scope on them. */
import type { Category } from '@laurel/domain';
import { assertCategoryChain, canEditCategoryChain } from './access-service';
import { chainOf } from './content-index-service';
import { categoryNotFound } from './category-read-service';
import type { AuthedCtx } from './context';

export type CategoryMap = Map<string, Category>;

export async function siteCategories(ctx: AuthedCtx): Promise<CategoryMap> {
  const list = await ctx.app.repos.categories.find({ siteID: ctx.site.siteID });
  return new Map(list.map((c) => [c._id, c]));
}

/** The folder, when it exists in the site and the user may edit it (404 / 403 otherwise). */
export function editableCategory(ctx: AuthedCtx, map: CategoryMap, id: string): Category {
  const category = map.get(id);
  if (!category) throw categoryNotFound(id);
  assertCategoryChain(ctx.user, ctx.site, chainOf(map, id));
  return category;
}

export const mayEditCategory = (ctx: AuthedCtx, map: CategoryMap, id: string | null): boolean =>
  canEditCategoryChain(ctx.user, ctx.site, chainOf(map, id));

/** Checks the user may create or move things into `parentId` (null = top level: all categories needed). */
export function assertMayAddTo(ctx: AuthedCtx, map: CategoryMap, parentId: string | null): void {
  if (parentId !== null && !map.has(parentId)) throw categoryNotFound(parentId);
  assertCategoryChain(ctx.user, ctx.site, chainOf(map, parentId));
}

export async function editableCategoryById(
  ctx: AuthedCtx,
  id: string,
): Promise<{ category: Category; map: CategoryMap }> {
  const map = await siteCategories(ctx);
  return { category: editableCategory(ctx, map, id), map };
}

/** Takes a sub-folder out of its parent's list; the parent's `hasSubCategories` follows. */
export async function detachFromParent(ctx: AuthedCtx, parentId: string | null, childId: string): Promise<void> {
  if (!parentId) return;
  const parent = await ctx.app.repos.categories.updateById(parentId, { $pull: { categories: childId } });
  if (parent && parent.categories.length === 0 && parent.hasSubCategories) {
    await ctx.app.repos.categories.setById(parentId, { hasSubCategories: false });
  }
}
