/** Creating and changing folders: add (or add a sub-folder), patch, bulk patch, switch type, reorder entries. */
import {
  NEW_FOLDER_NAME,
  type Category,
  type CategoryCreate,
  type CategoryLayout,
  type CategoryPatch,
  type ItemResult,
} from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import {
  assertMayAddTo,
  editableCategory,
  editableCategoryById,
  siteCategories,
  type CategoryMap,
} from './category-access';
import { emitChange, type AuthedCtx } from '../context';
import { newCategory, newRecordColumn, newRecordInfo } from '../defaults';
import { eachItem } from '../item-results';
import { resolveMediaFields } from '../media/media-ref-service';
import { sanitizeRichText } from '../sanitize';
import { recordVersion, type SavedItem } from '../versions/record-version';

const MEDIA_FIELDS = ['background', 'cardBackground', 'defaultPersonCardBackground', 'coverImage', 'flipbook'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

export async function createCategory(ctx: AuthedCtx, body: CategoryCreate): Promise<Category> {
  const map = await siteCategories(ctx);
  const parentId = body.parentCategoryID ?? null;
  assertMayAddTo(ctx, map, parentId);
  const category = newCategory(ctx.site.siteID, {
    ...(body.categoryName !== undefined ? { categoryName: body.categoryName.trim() || NEW_FOLDER_NAME } : {}),
    ...(body.layout ? { layout: body.layout } : {}),
    parentCategoryID: parentId,
  });
  if (category.layout === 'RecordsLayout') category.recordColumns = [newRecordColumn()];
  const { categories } = ctx.app.repos;
  // Top-level folders go last in site order; a sub-folder goes last in its parent's list.
  await categories.insertOne(parentId ? category : { ...category, position: Date.now() });
  if (parentId) {
    await categories.addChildren(parentId, [category._id]);
    emitChange(ctx, 'category', parentId);
  }
  await recordVersion(ctx, 'save', [{ kind: 'category', before: null, after: category }]);
  emitChange(ctx, 'category', category._id);
  return category;
}

async function applyPatch(
  ctx: AuthedCtx,
  map: CategoryMap,
  categoryId: string,
  patch: CategoryPatch,
  saved?: SavedItem[],
): Promise<Category> {
  const current = editableCategory(ctx, map, categoryId);
  if (patch.categories && !sameSet(patch.categories, current.categories)) {
    throw badRequest('categories must list the same sub-folder ids as before, in the new order.');
  }
  const fields: Partial<Category> = await resolveMediaFields(ctx, patch, MEDIA_FIELDS, [], categoryId);
  if (typeof fields.categoryDescription === 'string')
    fields.categoryDescription = sanitizeRichText(fields.categoryDescription);
  if (typeof fields.categoryName === 'string') fields.categoryName = fields.categoryName.trim();
  const updated = await ctx.app.repos.categories.setFields(categoryId, fields);
  if (!updated) throw badRequest(`Category ${categoryId} was deleted meanwhile.`);
  map.set(categoryId, updated);
  emitChange(ctx, 'category', categoryId);
  saved?.push({ kind: 'category', before: current, after: updated });
  return updated;
}

export async function patchCategory(ctx: AuthedCtx, categoryId: string, patch: CategoryPatch): Promise<Category> {
  const saved: SavedItem[] = [];
  const updated = await applyPatch(ctx, await siteCategories(ctx), categoryId, patch, saved);
  await recordVersion(ctx, 'save', saved);
  return updated;
}

export async function bulkPatchCategories(
  ctx: AuthedCtx,
  items: { _id: string; patch: CategoryPatch }[],
): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  const saved: SavedItem[] = [];
  const results = await eachItem(
    items,
    (item) => item._id,
    (item) => applyPatch(ctx, map, item._id, item.patch, saved),
  );
  await recordVersion(ctx, saved.length > 1 ? 'bulk-save' : 'save', saved);
  return results;
}

/**
 * Switches a folder's layout. Into RecordsLayout: a column is added when there is none and entries
 * without record info get one (named after the person). Out of it: record columns and info are kept.
 */
export async function switchType(ctx: AuthedCtx, categoryId: string, layout: CategoryLayout): Promise<Category> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const updated = await applyLayout(ctx, category, layout);
  await recordVersion(ctx, 'save', [{ kind: 'category', before: category, after: updated }]);
  return updated;
}

/** Sets a folder's layout (the rules of `switchType`, also used when a version is restored). */
export async function applyLayout(ctx: AuthedCtx, category: Category, layout: CategoryLayout): Promise<Category> {
  const categoryId = category._id;
  const { categories, entries } = ctx.app.repos;
  const fields: Partial<Category> = { layout };
  if (layout === 'RecordsLayout' && category.layout !== 'RecordsLayout') {
    const columns = category.recordColumns.length > 0 ? category.recordColumns : [newRecordColumn()];
    fields.recordColumns = columns;
    for (const e of await entries.withoutRecordInfo(ctx.site.siteID, categoryId)) {
      const name = `${e.firstName} ${e.lastName}`.trim();
      await entries.setFields(e._id, {
        recordInfo: newRecordInfo({ ...(name ? { name } : {}), columnID: columns[0].columnID }),
      });
    }
  }
  const updated = await categories.setFields(categoryId, fields);
  emitChange(ctx, 'category', categoryId);
  return updated!;
}

export async function reorderEntries(ctx: AuthedCtx, categoryId: string, entryIds: string[]): Promise<Category> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const current = await ctx.app.repos.entries.idsOfCategory(ctx.site.siteID, categoryId);
  if (!sameSet(entryIds, current))
    throw badRequest(`entryIds must list the ${current.length} entries of ${category.categoryName}, each once.`);
  const updated = await ctx.app.repos.categories.setFields(categoryId, { entries: entryIds });
  await recordVersion(ctx, 'save', [{ kind: 'category', before: category, after: updated! }]);
  emitChange(ctx, 'category', categoryId);
  return updated!;
}

/**
 * PUT categories/order: the order of the top-level folders (each keeps it as its database-only `position`).
 * Needs access to every folder (the top level), and the list must hold exactly the site's top-level folders.
 */
export async function reorderTopLevel(ctx: AuthedCtx, categoryIds: string[]): Promise<string[]> {
  const map = await siteCategories(ctx);
  assertMayAddTo(ctx, map, null);
  const current = [...map.values()].filter((c) => !c.parentCategoryID).map((c) => c._id);
  if (!sameSet(categoryIds, current))
    throw badRequest(`categoryIds must list the ${current.length} top-level folders, each once.`);
  // One version holding every folder whose place changed, its `position` (database-only) shown in it, so a
  // restore of the version puts the folder back in its place.
  const positions = await ctx.app.repos.categories.positions(ctx.site.siteID);
  const saved: SavedItem[] = [];
  for (const [position, id] of categoryIds.entries()) {
    const old = positions.get(id);
    if (old === position) continue;
    await ctx.app.repos.categories.setFields(id, { position } as Partial<Category>);
    const folder = map.get(id)!;
    saved.push({ kind: 'category', before: { ...folder, position: old }, after: { ...folder, position } });
  }
  if (saved.length > 0)
    await recordVersion(ctx, saved.length > 1 ? 'bulk-save' : 'save', saved, {
      summary: 'Saved the order of the top-level folders',
    });
  emitChange(ctx, 'category', categoryIds[0] ?? '');
  return categoryIds;
}
