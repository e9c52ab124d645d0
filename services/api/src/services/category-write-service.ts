/** Creating and changing folders: add (or add a sub-folder), patch, bulk patch, switch type, reorder entries. */
import type { Static } from '@sinclair/typebox';
import type { Category, CategoryCreateSchema, CategoryLayout, CategoryPatchSchema } from '@laurel/domain';
import { badRequest, HttpError } from '../plugins/app/http-errors';
import {
  assertMayAddTo,
  editableCategory,
  editableCategoryById,
  siteCategories,
  type CategoryMap,
} from './category-access';
import { emitChange, type AuthedCtx } from './context';
import { newCategory, newRecordColumn, newRecordInfo } from './defaults';
import { resolveMediaFields } from './media-ref-service';
import { sanitizeRichText } from './sanitize';

export type CategoryCreate = Static<typeof CategoryCreateSchema>;
export type CategoryPatch = Static<typeof CategoryPatchSchema>;
export interface ItemResult {
  _id: string;
  ok: boolean;
  message?: string;
}

const MEDIA_FIELDS = ['background', 'cardBackground', 'defaultPersonCardBackground', 'coverImage'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

export async function createCategory(ctx: AuthedCtx, body: CategoryCreate): Promise<Category> {
  const map = await siteCategories(ctx);
  const parentId = body.parentCategoryID ?? null;
  assertMayAddTo(ctx, map, parentId);
  const category = newCategory(ctx.site.siteID, {
    ...(body.categoryName !== undefined ? { categoryName: body.categoryName.trim() || 'NEW FOLDER' } : {}),
    ...(body.layout ? { layout: body.layout } : {}),
    parentCategoryID: parentId,
  });
  if (category.layout === 'RecordsLayout') category.recordColumns = [newRecordColumn()];
  const position = parentId ? undefined : Date.now();
  await ctx.app.repos.categories.insertOne({
    ...category,
    ...(position !== undefined ? { position } : {}),
  } as Category);
  if (parentId) {
    await ctx.app.repos.categories.updateById(parentId, {
      $push: { categories: category._id },
      $set: { hasSubCategories: true },
    });
    emitChange(ctx, 'category', parentId);
  }
  emitChange(ctx, 'category', category._id);
  return category;
}

async function applyPatch(ctx: AuthedCtx, map: CategoryMap, id: string, patch: CategoryPatch): Promise<Category> {
  const current = editableCategory(ctx, map, id);
  if (patch.categories && !sameSet(patch.categories, current.categories)) {
    throw badRequest('categories must list the same sub-folder ids as before, in the new order.');
  }
  const set = await resolveMediaFields(ctx, patch, MEDIA_FIELDS);
  if (typeof set.categoryDescription === 'string') set.categoryDescription = sanitizeRichText(set.categoryDescription);
  if (typeof set.categoryName === 'string') set.categoryName = set.categoryName.trim();
  const updated = await ctx.app.repos.categories.setById(id, set as Partial<Category>);
  if (!updated) throw badRequest(`Category ${id} was deleted meanwhile.`);
  map.set(id, updated);
  emitChange(ctx, 'category', id);
  return updated;
}

export async function patchCategory(ctx: AuthedCtx, id: string, patch: CategoryPatch): Promise<Category> {
  return applyPatch(ctx, await siteCategories(ctx), id, patch);
}

export async function bulkPatchCategories(
  ctx: AuthedCtx,
  items: { _id: string; patch: CategoryPatch }[],
): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  const results: ItemResult[] = [];
  for (const item of items) {
    try {
      await applyPatch(ctx, map, item._id, item.patch);
      results.push({ _id: item._id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ _id: item._id, ok: false, message: err.message });
    }
  }
  return results;
}

/**
 * Switches a folder's layout. Into RecordsLayout: a column is added when there is none and entries
 * without record info get one (named after the person). Out of it: record columns and info are kept.
 */
export async function switchType(ctx: AuthedCtx, id: string, layout: CategoryLayout): Promise<Category> {
  const { category } = await editableCategoryById(ctx, id);
  const set: Partial<Category> = { layout };
  if (layout === 'RecordsLayout' && category.layout !== 'RecordsLayout') {
    const columns = category.recordColumns.length > 0 ? category.recordColumns : [newRecordColumn()];
    set.recordColumns = columns;
    const entries = await ctx.app.repos.entries.find({ siteID: ctx.site.siteID, categoryID: id, recordInfo: null });
    for (const e of entries) {
      const name = `${e.firstName} ${e.lastName}`.trim();
      await ctx.app.repos.entries.setById(e._id, {
        recordInfo: newRecordInfo({ ...(name ? { name } : {}), columnID: columns[0].columnID }),
      });
    }
  }
  const updated = await ctx.app.repos.categories.setById(id, set);
  emitChange(ctx, 'category', id);
  return updated!;
}

export async function reorderEntries(ctx: AuthedCtx, id: string, entryIds: string[]): Promise<Category> {
  const { category } = await editableCategoryById(ctx, id);
  const live = await ctx.app.repos.entries.find(
    { siteID: ctx.site.siteID, categoryID: id },
    { projection: { _id: 1 } },
  );
  const current = live.map((e) => e._id);
  if (!sameSet(entryIds, current))
    throw badRequest(`entryIds must list the ${current.length} entries of ${category.categoryName}, each once.`);
  const updated = await ctx.app.repos.categories.setById(id, { entries: entryIds });
  emitChange(ctx, 'category', id);
  return updated!;
}
