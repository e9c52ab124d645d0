/**
 * Folders. The parent link is `parentCategoryID`; a parent's `categories` and `entries` lists hold the
 * order. Top-level folders are ordered by the database-only `position` (folders without one first, by id).
 */
import type { Category } from '@laurel/domain';
import type { CategoryDoc } from './documents';
import { BaseRepository, idIn, nowIso } from './base-repository';

/** Site order of top-level folders. */
const SITE_ORDER = { position: 1, _id: 1 } as const;

export class CategoryRepository extends BaseRepository<CategoryDoc> {
  /** Every live folder of the site, in stored order. */
  ofSite(siteId: string): Promise<Category[]> {
    return this.find({ siteID: siteId });
  }

  /** Every live folder of the site, top-level folders in site order (what the site index is built from). */
  ofSiteInOrder(siteId: string): Promise<Category[]> {
    return this.find({ siteID: siteId }, { sort: SITE_ORDER });
  }

  /** The database-only `position` of the site's folders that have one (a version of the top-level order). */
  async positions(siteId: string): Promise<Map<string, number>> {
    const docs = await this.collection
      .find(this.scope({ siteID: siteId, position: { $exists: true } }), { projection: { _id: 1, position: 1 } })
      .toArray();
    return new Map(docs.map((d) => [String(d._id), Number(d.position)]));
  }

  byIdInSite(siteId: string, id: string): Promise<Category | null> {
    return this.findOne({ _id: id as never, siteID: siteId });
  }

  /** Those of `ids` that are live folders of the site. */
  async idsInSite(siteId: string, ids: readonly string[]): Promise<Set<string>> {
    const found = await this.findByIds([...new Set(ids)]);
    return new Set(found.filter((c) => c.siteID === siteId).map((c) => c._id));
  }

  /** A top-level folder of the site with this name (the first one), or null. */
  topLevelByName(siteId: string, categoryName: string): Promise<Category | null> {
    return this.findOne({ siteID: siteId, categoryName, parentCategoryID: null });
  }

  /** Names by id, deleted folders included (analytics reports name what was viewed). */
  async namesOf(siteId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const list = await this.find(
      { siteID: siteId, _id: idIn(ids) },
      { withDeleted: true, projection: { categoryName: 1 } },
    );
    return new Map(list.map((c) => [c._id, c.categoryName]));
  }

  /** Adds sub-folders at the end of a folder's list (each once); the folder then has sub-folders. */
  addChildren(parentId: string, childIds: readonly string[]): Promise<CategoryDoc | null> {
    return this.updateById(parentId, {
      $addToSet: { categories: { $each: [...childIds] } },
      $set: { hasSubCategories: true },
    });
  }

  /** Takes a sub-folder out of its parent's list; `hasSubCategories` follows. */
  async removeChild(parentId: string, childId: string): Promise<void> {
    const parent = await this.updateById(parentId, { $pull: { categories: childId } });
    if (parent && parent.categories.length === 0 && parent.hasSubCategories)
      await this.setFields(parentId, { hasSubCategories: false });
  }

  /** Adds entries at the end of a folder's order. */
  appendEntries(categoryId: string, entryIds: readonly string[]): Promise<CategoryDoc | null> {
    return this.updateById(categoryId, { $push: { entries: { $each: [...entryIds] } } });
  }

  /** Adds an entry at the end of a folder's order unless it is there already (restore). */
  keepEntry(categoryId: string, entryId: string): Promise<CategoryDoc | null> {
    return this.updateById(categoryId, { $addToSet: { entries: entryId } });
  }

  removeEntries(categoryId: string, entryIds: readonly string[]): Promise<CategoryDoc | null> {
    return this.updateById(categoryId, { $pull: { entries: { $in: [...entryIds] } } });
  }

  addRecordColumn(categoryId: string, column: Category['recordColumns'][number]): Promise<CategoryDoc | null> {
    return this.updateById(categoryId, { $push: { recordColumns: column }, $set: { updatedAt: nowIso() } });
  }

  removeRecordColumn(categoryId: string, columnId: string): Promise<CategoryDoc | null> {
    return this.updateById(categoryId, {
      $pull: { recordColumns: { columnID: columnId } },
      $set: { updatedAt: nowIso() },
    });
  }

  /** Soft-deletes folders deleted together with `rootId` (marked `deletedWith`, so a restore brings all back). */
  softDeleteWith(siteId: string, ids: readonly string[], by: string, rootId: string): Promise<number> {
    return this.updateMany(
      { siteID: siteId, _id: idIn(ids) },
      { $set: { deletedAt: nowIso(), deletedBy: by, deletedWith: rootId } },
    );
  }

  /** A deleted folder of the site, or null. */
  deletedInSite(siteId: string, id: string): Promise<Category | null> {
    return this.findOne({ _id: id as never, siteID: siteId, deletedAt: { $ne: null } }, true);
  }

  /** Restores a deleted folder and the folders deleted with it. */
  async restoreWith(siteId: string, rootId: string): Promise<void> {
    const unmark = { $unset: { deletedAt: '', deletedBy: '', deletedWith: '' } };
    await this.updateMany({ siteID: siteId, deletedWith: rootId }, unmark, true);
    await this.updateMany({ _id: rootId as never }, unmark, true);
  }

  /** How many folders were deleted together with folder `rootId` (its sub-folders). */
  countDeletedWith(siteId: string, rootId: string): Promise<number> {
    return this.count({ siteID: siteId, deletedWith: rootId, _id: { $ne: rootId as never } }, true);
  }

  /** Removes for good a deleted folder and the folders deleted with it; returns how many. */
  async purgeWith(siteId: string, rootId: string): Promise<number> {
    const withIt = await this.purgeDeleted({ siteID: siteId, deletedWith: rootId });
    return withIt + (await this.purgeDeleted({ siteID: siteId, _id: rootId as never }));
  }
}
