/**
 * Restoring deleted folders and entries. A folder comes back under its parent when the parent still
 * exists, otherwise at the top level; an entry comes back into its folder, or into a "Restored Profiles"
 * folder (hidden from the public, SPEC §4) when its folder is gone.
 */
import { RESTORED_PROFILES_NAME } from '@laurel/domain';
import type { AuthedCtx } from './context';
import { newCategory } from './defaults';

export async function restoreCategory(ctx: AuthedCtx, id: string): Promise<boolean> {
  const { categories, entries } = ctx.app.repos;
  const doc = await categories.findOne({ _id: id as never, siteID: ctx.site.siteID, deletedAt: { $ne: null } }, true);
  if (!doc) return false;
  const unmark = { $unset: { deletedAt: '', deletedBy: '', deletedWith: '' } };
  await categories.updateMany({ siteID: ctx.site.siteID, deletedWith: id }, unmark, true);
  await entries.updateMany({ siteID: ctx.site.siteID, deletedWith: id }, unmark, true);
  await categories.updateMany({ _id: id as never }, unmark, true);
  const parent = doc.parentCategoryID ? await categories.findById(doc.parentCategoryID) : null;
  if (parent)
    await categories.updateById(parent._id, { $addToSet: { categories: id }, $set: { hasSubCategories: true } });
  else if (doc.parentCategoryID) await categories.setById(id, { parentCategoryID: null });
  return true;
}

async function restoredProfilesFolder(ctx: AuthedCtx): Promise<string> {
  const existing = await ctx.app.repos.categories.findOne({
    siteID: ctx.site.siteID,
    categoryName: RESTORED_PROFILES_NAME,
    parentCategoryID: null,
  });
  if (existing) return existing._id;
  const folder = newCategory(ctx.site.siteID, {
    categoryName: RESTORED_PROFILES_NAME,
    layout: 'PersonListCategoryLayout',
  });
  await ctx.app.repos.categories.insertOne(folder);
  return folder._id;
}

export async function restoreEntry(ctx: AuthedCtx, id: string): Promise<boolean> {
  const { categories, entries } = ctx.app.repos;
  const doc = await entries.findOne({ _id: id as never, siteID: ctx.site.siteID, deletedAt: { $ne: null } }, true);
  if (!doc) return false;
  const folder = await categories.findById(doc.categoryID);
  const categoryID = folder ? folder._id : await restoredProfilesFolder(ctx);
  await entries.updateMany(
    { _id: id as never },
    { $unset: { deletedAt: '', deletedBy: '', deletedWith: '' }, $set: { categoryID } },
    true,
  );
  await categories.updateById(categoryID, { $addToSet: { entries: id } });
  return true;
}
