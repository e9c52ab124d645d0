/**
 * The one place that talks to the driver. Documents use string `_id`s. Soft-deleted documents keep a
 * `deletedAt` field and are excluded from every read unless `withDeleted` is asked for; `deletedAt`
 * never leaves the repository.
 */
import type { Collection, Db, Document, Filter, Sort, UpdateFilter } from 'mongodb';

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
 * Fields kept in the database only: soft-delete marks, and `position` (the order of top-level folders,
 * which have no parent list to carry their order).
 */
export function stripInternal<T>(doc: Document | null): T | null {
  if (!doc) return null;
  const { deletedAt: _d, deletedBy: _b, deletedWith: _w, position: _p, ...rest } = doc;
  return rest as T;
}

export class BaseRepository<T extends Document> {
  readonly collection: Collection<Document>;

  constructor(db: Db, name: string) {
    this.collection = db.collection(name);
  }

  protected scope(filter: Filter<Document>, withDeleted = false): Filter<Document> {
    return withDeleted ? filter : { ...filter, ...live };
  }

  async findOne(filter: Filter<Document>, withDeleted = false): Promise<T | null> {
    return stripInternal<T>(await this.collection.findOne(this.scope(filter, withDeleted)));
  }

  async findById(id: string, withDeleted = false): Promise<T | null> {
    return this.findOne({ _id: id as never }, withDeleted);
  }

  async find(filter: Filter<Document>, opts: FindOptions = {}): Promise<T[]> {
    let cursor = this.collection.find(this.scope(filter, opts.withDeleted));
    if (opts.projection) cursor = cursor.project(opts.projection);
    if (opts.sort) cursor = cursor.sort(opts.sort);
    if (opts.skip) cursor = cursor.skip(opts.skip);
    if (opts.limit) cursor = cursor.limit(opts.limit);
    return (await cursor.toArray()).map((d) => stripInternal<T>(d) as T);
  }

  async findByIds(ids: string[], withDeleted = false): Promise<T[]> {
    if (ids.length === 0) return [];
    return this.find({ _id: { $in: ids as never[] } }, { withDeleted });
  }

  async count(filter: Filter<Document>, withDeleted = false): Promise<number> {
    return this.collection.countDocuments(this.scope(filter, withDeleted));
  }

  async insertOne(doc: T): Promise<T> {
    await this.collection.insertOne({ ...doc });
    return doc;
  }

  async insertMany(docs: T[]): Promise<T[]> {
    if (docs.length > 0) await this.collection.insertMany(docs.map((d) => ({ ...d })));
    return docs;
  }

  /** Applies `update` to the live document with this id; returns it afterwards, or null when absent. */
  async updateById(id: string, update: Update, withDeleted = false): Promise<T | null> {
    const res = await this.collection.findOneAndUpdate(
      this.scope({ _id: id as never }, withDeleted),
      update as UpdateFilter<Document>,
      {
        returnDocument: 'after',
      },
    );
    return stripInternal<T>(res);
  }

  async setById(id: string, fields: Partial<T>): Promise<T | null> {
    return this.updateById(id, { $set: { ...fields, updatedAt: new Date().toISOString() } });
  }

  async updateMany(filter: Filter<Document>, update: Update, withDeleted = false): Promise<number> {
    const res = await this.collection.updateMany(this.scope(filter, withDeleted), update as UpdateFilter<Document>);
    return res.modifiedCount;
  }

  async softDelete(ids: string[], by: string): Promise<number> {
    if (ids.length === 0) return 0;
    const now = new Date().toISOString();
    return this.updateMany({ _id: { $in: ids as never[] } }, { $set: { deletedAt: now, deletedBy: by } });
  }

  async restore(id: string): Promise<T | null> {
    const res = await this.collection.findOneAndUpdate(
      { _id: id as never, deletedAt: { $ne: null } },
      { $unset: { deletedAt: '', deletedBy: '' } },
      { returnDocument: 'after' },
    );
    return stripInternal<T>(res);
  }

  async deleteHard(filter: Filter<Document>): Promise<number> {
    return (await this.collection.deleteMany(filter)).deletedCount;
  }
}
