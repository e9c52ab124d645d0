/**
 * The one place that talks to the driver. Documents use string `_id`s. Soft-deleted documents keep a
 * `deletedAt` field and are excluded from every read unless `withDeleted` is asked for; `deletedAt` (and the
 * other database-only fields) never leave the repository. Subclasses expose methods named for their intent;
 * the filter- and update-document helpers here are protected, so services never write driver queries.
 */
import { sessionBound } from './transaction';
import type {
  AnyBulkWriteOperation,
  ChangeStream,
  Collection,
  Db,
  Document,
  Filter,
  Sort,
  UpdateFilter,
} from 'mongodb';

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
  withDeleted?: boolean;
  projection?: Document;
}

const live = { deletedAt: null };

/** An update document (`$set`, `$push`, `$pull`, …), typed loosely: the driver's generic typing rejects array operators on untyped collections. */
export type Update = Record<string, Record<string, unknown>>;

/**
 * Fields kept in the database only: soft-delete marks, `position` (the order of top-level folders,
 * which have no parent list to carry their order) and a media item's `embedding` (its vector for search by
 * meaning: thousands of numbers no reply or site export carries).
 */
export function stripInternal<T>(doc: Document | null): T | null {
  if (!doc) return null;
  const { deletedAt: _d, deletedBy: _b, deletedWith: _w, position: _p, embedding: _e, ...rest } = doc;
  return rest as T;
}

export const nowIso = () => new Date().toISOString();
/** An id list as a driver filter value (ids are plain strings; the driver's types expect ObjectIds). */
export const idIn = (ids: readonly string[]) => ({ $in: ids as never[] });

export class BaseRepository<T extends Document> {
  protected readonly collection: Collection<Document>;

  constructor(db: Db, name: string) {
    // Calls made inside runInTransaction join the transaction (transaction.ts).
    this.collection = sessionBound(db.collection(name));
  }

  protected scope(filter: Filter<Document>, withDeleted = false): Filter<Document> {
    return withDeleted ? filter : { ...filter, ...live };
  }

  protected async findOne(filter: Filter<Document>, withDeleted = false): Promise<T | null> {
    return stripInternal<T>(await this.collection.findOne(this.scope(filter, withDeleted)));
  }

  protected async find(filter: Filter<Document>, opts: FindOptions = {}): Promise<T[]> {
    let cursor = this.collection.find(this.scope(filter, opts.withDeleted));
    if (opts.projection) cursor = cursor.project(opts.projection);
    if (opts.sort) cursor = cursor.sort(opts.sort);
    if (opts.skip) cursor = cursor.skip(opts.skip);
    if (opts.limit) cursor = cursor.limit(opts.limit);
    return (await cursor.toArray()).map((d) => stripInternal<T>(d) as T);
  }

  /**
   * Live documents of a site holding the media item in one of `paths` (dotted paths to a media item or a list
   * of them), with `projection`'s fields and those paths' ids (to tell which field holds it).
   */
  async usingMedia(siteId: string, mediaId: string, paths: readonly string[], projection: Document): Promise<T[]> {
    const ids = Object.fromEntries(paths.map((p) => [`${p}._id`, 1]));
    return this.find(
      { siteID: siteId, $or: paths.map((p) => ({ [`${p}._id`]: mediaId })) },
      { projection: { ...projection, ...ids } },
    );
  }

  protected async count(filter: Filter<Document>, withDeleted = false): Promise<number> {
    return this.collection.countDocuments(this.scope(filter, withDeleted));
  }

  /** Applies `update` to the live document with this id; returns it afterwards, or null when absent. */
  protected async updateById(id: string, update: Update, withDeleted = false): Promise<T | null> {
    const res = await this.collection.findOneAndUpdate(
      this.scope({ _id: id as never }, withDeleted),
      update as UpdateFilter<Document>,
      { returnDocument: 'after' },
    );
    return stripInternal<T>(res);
  }

  protected async updateMany(filter: Filter<Document>, update: Update, withDeleted = false): Promise<number> {
    const res = await this.collection.updateMany(this.scope(filter, withDeleted), update as UpdateFilter<Document>);
    return res.modifiedCount;
  }

  protected async deleteHard(filter: Filter<Document>): Promise<number> {
    return (await this.collection.deleteMany(filter)).deletedCount;
  }

  /** Removes for good the soft-deleted documents that match (never a live one); returns how many. */
  protected async purgeDeleted(filter: Filter<Document>): Promise<number> {
    return this.deleteHard({ ...filter, deletedAt: { $ne: null } });
  }

  /** Clears the soft-delete mark of the deleted document with this id; returns it, or null. */
  protected async restore(id: string): Promise<T | null> {
    const res = await this.collection.findOneAndUpdate(
      { _id: id as never, deletedAt: { $ne: null } },
      { $unset: { deletedAt: '', deletedBy: '' } },
      { returnDocument: 'after' },
    );
    return stripInternal<T>(res);
  }

  async findById(id: string, withDeleted = false): Promise<T | null> {
    return this.findOne({ _id: id as never }, withDeleted);
  }

  /** The live documents with these ids (missing ones are left out). */
  async findByIds(ids: readonly string[], withDeleted = false): Promise<T[]> {
    if (ids.length === 0) return [];
    return this.find({ _id: idIn(ids) }, { withDeleted });
  }

  /** Every live document of the site, by id (site export). */
  exportOfSite(siteId: string): Promise<T[]> {
    return this.find({ siteID: siteId }, { sort: { _id: 1 } });
  }

  async insertOne(doc: T): Promise<T> {
    await this.collection.insertOne({ ...doc });
    return doc;
  }

  async insertMany(docs: T[]): Promise<T[]> {
    if (docs.length > 0) await this.collection.insertMany(docs.map((d) => ({ ...d })));
    return docs;
  }

  /** Replaces each document with the same `_id`, or inserts it (site import: running it twice changes nothing). */
  async upsertMany(docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    const ops: AnyBulkWriteOperation<Document>[] = docs.map((doc) => ({
      replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
    }));
    await this.collection.bulkWrite(ops, { ordered: true });
  }

  /** Sets fields of the live document with this id and stamps `updatedAt`; returns it, or null when absent. */
  async setFields(id: string, fields: Partial<T>): Promise<T | null> {
    return this.updateById(id, { $set: { ...fields, updatedAt: nowIso() } });
  }

  /** Sets fields of many live documents in one round trip (bulk saves), each stamped `updatedAt`. */
  async setFieldsMany(items: readonly { id: string; fields: Partial<T> }[]): Promise<void> {
    if (items.length === 0) return;
    const at = nowIso();
    const ops: AnyBulkWriteOperation<Document>[] = items.map(({ id, fields }) => ({
      updateOne: { filter: this.scope({ _id: id as never }), update: { $set: { ...fields, updatedAt: at } } },
    }));
    await this.collection.bulkWrite(ops, { ordered: true });
  }

  /**
   * Sets fields of the live document with this id, nested ones by dotted path (`'colors.primary'`), and
   * stamps `updatedAt`; returns the document afterwards, or null when absent.
   */
  async setPaths(id: string, paths: Record<string, unknown>): Promise<T | null> {
    return this.updateById(id, { $set: { ...paths, updatedAt: nowIso() } });
  }

  /**
   * Sets fields of one item of an array field (the item whose `key` is `value`), each field in its own atomic
   * update of just that field, so two edits of different fields of the same item at the same time both stay.
   * (One field per update: the embedded database applies one positional path per update.)
   */
  async setArrayItemFields(
    id: string,
    array: string,
    match: { key: string; value: unknown },
    fields: Record<string, unknown>,
  ): Promise<T | null> {
    let doc: T | null = null;
    for (const [k, v] of Object.entries(fields)) {
      const res = await this.collection.findOneAndUpdate(
        this.scope({ _id: id as never, [`${array}.${match.key}`]: match.value }, false),
        { $set: { [`${array}.$.${k}`]: v, updatedAt: nowIso() } },
        { returnDocument: 'after' },
      );
      doc = stripInternal<T>(res);
      if (!doc) return null;
    }
    return doc ?? this.findById(id);
  }

  /** Who deleted a deleted document of the site, when, and with what (Undo's checks); null when not deleted. */
  async deletion(
    siteId: string,
    id: string,
  ): Promise<{ deletedAt: string; deletedBy?: string; deletedWith?: string } | null> {
    const doc = await this.collection.findOne(
      { _id: id as never, siteID: siteId, deletedAt: { $ne: null } },
      { projection: { deletedAt: 1, deletedBy: 1, deletedWith: 1 } },
    );
    return doc ? { deletedAt: doc.deletedAt, deletedBy: doc.deletedBy, deletedWith: doc.deletedWith } : null;
  }

  /** Soft-deletes the documents (`deletedAt`, `deletedBy`); they stay in the database for recently deleted. */
  async softDelete(ids: readonly string[], by: string): Promise<number> {
    if (ids.length === 0) return 0;
    return this.updateMany({ _id: idIn(ids) }, { $set: { deletedAt: nowIso(), deletedBy: by } });
  }

  /** Change notices of this collection (MongoDB change streams; replica sets only). */
  watch(): ChangeStream {
    return this.collection.watch([], { fullDocument: 'updateLookup' });
  }
}
