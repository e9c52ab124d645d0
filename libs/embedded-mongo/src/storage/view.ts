// How commands read and write data: directly (LiveView) or inside a transaction (TxnView, in ../txn).
import type { Document } from 'bson';
import type { Engine } from './engine';
import type { Op } from './op';
import { Collection } from './collection';
import { plan } from '../query/planner';
import { compileFilter } from '../query/matcher';
import { sortDocuments, type SortSpec } from '../query/sort';

export interface ReadOptions {
  sort?: SortSpec;
  collation?: Document;
}

export interface DataView {
  /** Whether the collection exists (as seen by this view). */
  exists(db: string, name: string): boolean;
  /** The committed collection (indexes, options); undefined when it does not exist. */
  base(db: string, name: string): Collection | undefined;
  /** Matching documents; sorted when `options.sort` is given. Lazy when the order comes from an index. */
  find(db: string, name: string, filter: Document | undefined, options?: ReadOptions): Iterable<Document>;
  insert(db: string, name: string, doc: Document): void;
  /** `replacement`: a whole-document replacement (change streams report `replace`, not `update`). */
  replace(db: string, name: string, oldDoc: Document, newDoc: Document, replacement?: boolean): void;
  remove(db: string, name: string, doc: Document): void;
  /** Operations to make durable once the command ends (empty inside a transaction). */
  readonly ops: Op[];
}

export function* filterDocs(docs: Iterable<Document>, match: (d: Document) => boolean): Generator<Document> {
  for (const d of docs) if (match(d)) yield d;
}

/** Plans, filters and sorts over a committed collection. */
export function readCollection(
  coll: Collection | undefined,
  filter: Document | undefined,
  options: ReadOptions = {},
): Iterable<Document> {
  const match = compileFilter(filter, options.collation); // validates the filter even without a collection
  if (!coll) return [];
  const p = plan(coll, filter, options.sort, options.collation);
  const matched = filterDocs(p.docs, match);
  if (!options.sort || p.sorted) return matched;
  return sortDocuments([...matched], options.sort, options.collation);
}

export const putOp = (db: string, c: string, doc: Document, replacement: boolean): Op =>
  replacement ? { op: 'put', db, c, doc, r: true } : { op: 'put', db, c, doc };

export class LiveView implements DataView {
  readonly ops: Op[] = [];

  constructor(private readonly engine: Engine) {}

  exists(db: string, name: string): boolean {
    return !!this.engine.collection(db, name);
  }

  base(db: string, name: string): Collection | undefined {
    return this.engine.collection(db, name);
  }

  find(db: string, name: string, filter: Document | undefined, options?: ReadOptions): Iterable<Document> {
    return readCollection(this.engine.collection(db, name), filter, options);
  }

  private commit(op: Op): void {
    this.engine.apply(op);
    this.ops.push(op);
  }

  insert(db: string, name: string, doc: Document): void {
    const coll = this.engine.collection(db, name);
    if (!coll) this.commit({ op: 'create', db, c: name });
    else coll.checkUnique(doc);
    this.commit({ op: 'put', db, c: name, doc });
  }

  replace(db: string, name: string, oldDoc: Document, newDoc: Document, replacement = false): void {
    const coll = this.engine.collection(db, name)!;
    const id = Collection.idKey(oldDoc._id);
    coll.checkUnique(newDoc, (other) => other === id);
    this.commit(putOp(db, name, newDoc, replacement));
  }

  remove(db: string, name: string, doc: Document): void {
    this.commit({ op: 'del', db, c: name, id: doc._id });
  }
}
