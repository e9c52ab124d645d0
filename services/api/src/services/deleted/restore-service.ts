/**
 * Restoring deleted folders and entries. A folder comes back under its parent when the parent still
 * exists, otherwise at the top level; an entry comes back into its folder, or into a "Restored Profiles"
 * folder (hidden from the public, SPEC §4) when its folder is gone. The folder whose order took it back keeps a
 * version (issue 29: every change of a folder's order does).
 */
import { RESTORED_PROFILES_NAME, type Category } from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { newCategory } from '../defaults';
import { folderOrderVersion } from '../versions/folder-order-version';
import { entryName } from '../versions/record-version';

export async function restoreCategory(ctx: AuthedCtx, categoryId: string): Promise<boolean> {
  const { categories, entries } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  const doc = await categories.deletedInSite(siteId, categoryId);
  if (!doc) return false;
  await categories.restoreWith(siteId, categoryId);
  await entries.restoreWith(siteId, categoryId);
  const parent = doc.parentCategoryID ? await categories.findById(doc.parentCategoryID) : null;
  if (parent) {
    await categories.addChildren(parent._id, [categoryId]);
    const summary = `Restored ${doc.categoryName} to ${parent.categoryName}`;
    await folderOrderVersion(ctx, new Map([[parent._id, parent]]), [parent._id], summary);
  } else if (doc.parentCategoryID) await categories.setFields(categoryId, { parentCategoryID: null });
  return true;
}

async function restoredProfilesFolder(ctx: AuthedCtx): Promise<Category> {
  const { categories } = ctx.app.repos;
  const existing = await categories.topLevelByName(ctx.site.siteID, RESTORED_PROFILES_NAME);
  if (existing) return existing;
  const folder = newCategory(ctx.site.siteID, {
    categoryName: RESTORED_PROFILES_NAME,
    layout: 'PersonListCategoryLayout',
  });
  await categories.insertOne(folder);
  return folder;
}

/** Restores a deleted profile into its folder, or into 'Restored Profiles' when that is gone; null when none. */
export async function restoreEntry(
  ctx: AuthedCtx,
  entryId: string,
): Promise<{ categoryID: string; categoryName: string } | null> {
  const { categories, entries } = ctx.app.repos;
  const doc = await entries.deletedInSite(ctx.site.siteID, entryId);
  if (!doc) return null;
  const folder = (await categories.findById(doc.categoryID)) ?? (await restoredProfilesFolder(ctx));
  await entries.restoreInto(entryId, folder._id);
  await categories.keepEntry(folder._id, entryId);
  const summary = `Restored ${entryName(doc) || 'Untitled profile'} to ${folder.categoryName}`;
  await folderOrderVersion(ctx, new Map([[folder._id, folder]]), [folder._id], summary);
  return { categoryID: folder._id, categoryName: folder.categoryName };
}
