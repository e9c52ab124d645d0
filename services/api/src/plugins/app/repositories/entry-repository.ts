/** Entries (profiles and record items). An entry's folder is `categoryID`; the folder's `entries` list holds the order. */
import type { Entry } from '@laurel/domain';
import { BaseRepository, idIn, nowIso } from './base-repository';

/** Entry fields the visibility rules and counts need (the editing view's site index). */
const LIGHT = { _id: 1, categoryID: 1, isLive: 1, firstName: 1 };

export class EntryRepository extends BaseRepository<Entry> {
  /** Every live entry of the site, whole. */
  ofSite(siteId: string): Promise<Entry[]> {
    return this.find({ siteID: siteId });
  }

  /** Every live entry of the site with only `_id`, `categoryID`, `isLive` and `firstName`. */
  lightOfSite(siteId: string): Promise<Pick<Entry, '_id' | 'categoryID' | 'isLive' | 'firstName'>[]> {
    return this.find({ siteID: siteId }, { projection: LIGHT });
  }

  /** Every live entry of the site with what its name and visibility need (a preview of a time). */
  namesOfSite(
    siteId: string,
  ): Promise<Pick<Entry, '_id' | 'categoryID' | 'isLive' | 'firstName' | 'lastName' | 'recordInfo'>[]> {
    return this.find(
      { siteID: siteId },
      { projection: { ...LIGHT, lastName: 1, 'recordInfo.name': 1 }, limit: 20_000 },
    );
  }

  ofCategory(siteId: string, categoryId: string): Promise<Entry[]> {
    return this.find({ siteID: siteId, categoryID: categoryId });
  }

  async idsOfCategory(siteId: string, categoryId: string): Promise<string[]> {
    const list = await this.find({ siteID: siteId, categoryID: categoryId }, { projection: { _id: 1 } });
    return list.map((e) => e._id);
  }

  /** Entries of a folder that have no record info yet. */
  withoutRecordInfo(siteId: string, categoryId: string): Promise<Entry[]> {
    return this.find({ siteID: siteId, categoryID: categoryId, recordInfo: null });
  }

  /** The records of one column of a records folder. */
  recordsOfColumn(siteId: string, categoryId: string, columnId: string): Promise<Entry[]> {
    return this.find({ siteID: siteId, categoryID: categoryId, 'recordInfo.columnID': columnId });
  }

  byIdInSite(siteId: string, id: string): Promise<Entry | null> {
    return this.findOne({ _id: id as never, siteID: siteId });
  }

  byLegacyId(siteId: string, legacyId: string): Promise<Entry | null> {
    return this.findOne({ siteID: siteId, legacyId });
  }

  byIdsInSite(siteId: string, ids: readonly string[]): Promise<Entry[]> {
    return this.find({ _id: idIn(ids), siteID: siteId });
  }

  /** "First Last" by id, deleted entries included (analytics reports name what was viewed). */
  async namesOf(siteId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const list = await this.find(
      { siteID: siteId, _id: idIn(ids) },
      { withDeleted: true, projection: { firstName: 1, lastName: 1 } },
    );
    return new Map(list.map((e) => [e._id, `${e.firstName} ${e.lastName}`.trim()]));
  }

  /** Soft-deletes the entries of these folders, marked as deleted with folder `rootId`. */
  softDeleteInCategories(siteId: string, categoryIds: readonly string[], by: string, rootId: string): Promise<number> {
    return this.updateMany(
      { siteID: siteId, categoryID: { $in: [...categoryIds] } },
      { $set: { deletedAt: nowIso(), deletedBy: by, deletedWith: rootId } },
    );
  }

  /** Restores the entries deleted together with folder `rootId`. */
  restoreWith(siteId: string, rootId: string): Promise<number> {
    return this.updateMany(
      { siteID: siteId, deletedWith: rootId },
      { $unset: { deletedAt: '', deletedBy: '', deletedWith: '' } },
      true,
    );
  }

  /** A deleted entry of the site, or null. */
  deletedInSite(siteId: string, id: string): Promise<Entry | null> {
    return this.findOne({ _id: id as never, siteID: siteId, deletedAt: { $ne: null } }, true);
  }

  /** Restores a deleted entry into a folder. */
  async restoreInto(id: string, categoryId: string): Promise<void> {
    await this.updateMany(
      { _id: id as never },
      { $unset: { deletedAt: '', deletedBy: '', deletedWith: '' }, $set: { categoryID: categoryId } },
      true,
    );
  }

  /** How many entries were deleted together with folder `rootId`. */
  countDeletedWith(siteId: string, rootId: string): Promise<number> {
    return this.count({ siteID: siteId, deletedWith: rootId }, true);
  }

  /** Removes for good the entries deleted with folder `rootId`, or the deleted entry `entryId`. */
  purgeWith(siteId: string, rootId: string): Promise<number> {
    return this.purgeDeleted({ siteID: siteId, deletedWith: rootId });
  }

  purgeOne(siteId: string, entryId: string): Promise<number> {
    return this.purgeDeleted({ siteID: siteId, _id: entryId as never });
  }
}
