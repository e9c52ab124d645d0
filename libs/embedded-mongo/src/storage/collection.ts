// One collection: documents by _id in insertion order, and its indexes.
import type { Document } from 'bson';
import { Query } from 'mingo';
import { Index, type IndexSpec } from './index';
import { valueKey } from './values';
import { MongoServerError, ErrorCodes } from '../errors';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

export class Collection {
  readonly docs = new Map<string, Document>();
  /** Sequence number of the last change to each document, kept only while transactions are open. */
  readonly versions = new Map<string, number>();
  /** Set by the engine while any transaction is open. */
  trackVersions = false;
  readonly indexes = new Map<string, Index>();

  constructor(
    readonly db: string,
    public name: string,
    readonly options: Document = {},
  ) {
    this.indexes.set('_id_', new Index(ID_INDEX, this.docs, undefined, true));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  static idKey(id: unknown): string {
    return valueKey(id);
  }

  get(id: unknown): Document | undefined {
    return this.docs.get(Collection.idKey(id));
  }

  /** Throws duplicate key 11000 if `doc` collides with another document in a unique index. */
  checkUnique(doc: Document, ignore: (id: string) => boolean = () => false): void {
    const id = Collection.idKey(doc._id);
    for (const index of this.indexes.values()) {
      if (index.name === '_id_') {
        if (this.docs.has(id) && !ignore(id)) throw duplicateKey(this, index, [doc._id]);
        continue;
      }
      const dup = index.duplicateOf(doc, id);
      if (dup && !ignore(dup.other)) throw duplicateKey(this, index, dup.vals);
    }
  }

  /** A view (`viewOn` + `pipeline` in its options): it holds no documents. */
  get isView(): boolean {
    return typeof this.options.viewOn === 'string';
  }

  /** Inserts or replaces by _id and maintains every index. No validation. Returns the replaced document. */
  put(doc: Document, seq = 0): Document | undefined {
    const id = Collection.idKey(doc._id);
    const old = this.docs.get(id);
    if (old) for (const index of this.indexes.values()) index.remove(id, old);
    this.docs.set(id, doc);
    if (this.trackVersions) this.versions.set(id, seq);
    for (const index of this.indexes.values()) index.add(id, doc);
    return old;
  }

  /** Removes by id key; returns the removed document. */
  delete(id: string, seq = 0): Document | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    for (const index of this.indexes.values()) index.remove(id, old);
    this.docs.delete(id);
    if (this.trackVersions) this.versions.set(id, seq);
    return old;
  }

  addIndex(spec: IndexSpec): Index {
    const partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : null;
    const index = new Index(spec, this.docs, partial ? (d) => partial.test(d) : undefined);
    for (const [id, doc] of this.docs) {
      if (spec.unique) {
        const dup = index.duplicateOf(doc, id);
        if (dup) throw duplicateKey(this, index, dup.vals);
      }
      index.add(id, doc);
    }
    this.indexes.set(spec.name, index);
    return index;
  }
}

export function duplicateKey(coll: Collection, index: Index, vals: unknown[]): MongoServerError {
  const keyPattern: Record<string, unknown> = {};
  const keyValue: Record<string, unknown> = {};
  index.fields.forEach((f, i) => {
    keyPattern[f] = index.spec.key[f];
    keyValue[f] = vals[i];
  });
  const shown = index.fields.map((f, i) => `${f}: ${JSON.stringify(vals[i])}`).join(', ');
  return new MongoServerError(
    ErrorCodes.DuplicateKey,
    `E11000 duplicate key error collection: ${coll.ns} index: ${index.name} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
}
