// Reads and writes inside a transaction: committed data overlaid with the transaction's own writes.
import type { Document } from 'bson';
import type { Engine } from '../storage/engine';
import type { Op } from '../storage/op';
import { Collection, duplicateKey } from '../storage/collection';
import { putOp, readCollection, type DataView, type ReadOptions } from '../storage/view';
import { compileFilter } from '../query/matcher';
import { sortDocuments } from '../query/sort';
import { Index } from '../storage/index';
import { nsKey, type Transaction, type TransactionManager } from './transactions';

export class TxnView implements DataView {
  readonly ops: Op[] = [];

  constructor(
    private readonly engine: Engine,
    private readonly manager: TransactionManager,
    private readonly txn: Transaction,
  ) {}

  exists(db: string, name: string): boolean {
    return !!this.engine.collection(db, name) || this.txn.created.has(nsKey(db, name));
  }

  base(db: string, name: string): Collection | undefined {
    return this.engine.collection(db, name);
  }

  private overlay(db: string, name: string): Map<string, Document | null> {
    const ns = nsKey(db, name);
    let m = this.txn.writes.get(ns);
    if (!m) this.txn.writes.set(ns, (m = new Map()));
    return m;
  }

  /** Reads the committed state as of the transaction's start, overlaid with its own writes. */
  find(db: string, name: string, filter: Document | undefined, options: ReadOptions = {}): Iterable<Document> {
    const ns = nsKey(db, name);
    const overlay = this.txn.writes.get(ns);
    const before = this.txn.before.get(ns);
    const base = this.engine.collection(db, name);
    if (!overlay?.size && !before?.size) return readCollection(base, filter, options);
    const match = compileFilter(filter, options.collation);
    const docs: Document[] = [];
    for (const d of readCollection(base, filter, { collation: options.collation })) {
      const id = Collection.idKey(d._id);
      if (!overlay?.has(id) && !before?.has(id)) docs.push(d);
    }
    if (before) for (const [id, d] of before) if (d && !overlay?.has(id) && match(d)) docs.push(d);
    if (overlay) for (const d of overlay.values()) if (d && match(d)) docs.push(d);
    return options.sort ? sortDocuments(docs, options.sort, options.collation) : docs;
  }

  private checkUnique(db: string, name: string, doc: Document, id: string): void {
    const base = this.engine.collection(db, name);
    const overlay = this.overlay(db, name);
    if (base) base.checkUnique(doc, (other) => other === id || overlay.has(other));
    const indexes = base ? [...base.indexes.values()] : [];
    for (const index of indexes) {
      if (!index.spec.unique && index.name !== '_id_') continue;
      const keys = new Set(index.keysOf(doc).map((k) => Index.tupleKey(k)));
      for (const [otherId, other] of overlay) {
        if (!other || otherId === id) continue;
        const clash = index.keysOf(other).find((k) => keys.has(Index.tupleKey(k)));
        if (clash) throw duplicateKey(base!, index, clash);
      }
    }
  }

  insert(db: string, name: string, doc: Document): void {
    const id = Collection.idKey(doc._id);
    const base = this.engine.collection(db, name);
    const overlay = this.overlay(db, name);
    if (!base) this.txn.created.add(nsKey(db, name));
    const pending = overlay.get(id);
    if (pending || (pending === undefined && base?.docs.has(id))) {
      throw duplicateKey(
        base ?? new Collection(db, name),
        base?.indexes.get('_id_') ?? new Collection(db, name).indexes.get('_id_')!,
        [doc._id],
      );
    }
    this.checkUnique(db, name, doc, id);
    this.manager.lock(this.txn, base, nsKey(db, name), id);
    overlay.set(id, doc);
    this.txn.log.push({ op: 'put', db, c: name, doc });
  }

  replace(db: string, name: string, _oldDoc: Document, newDoc: Document, replacement = false): void {
    const id = Collection.idKey(newDoc._id);
    this.checkUnique(db, name, newDoc, id);
    this.manager.lock(this.txn, this.engine.collection(db, name), nsKey(db, name), id);
    this.overlay(db, name).set(id, newDoc);
    this.txn.log.push(putOp(db, name, newDoc, replacement));
  }

  remove(db: string, name: string, doc: Document): void {
    const id = Collection.idKey(doc._id);
    this.manager.lock(this.txn, this.engine.collection(db, name), nsKey(db, name), id);
    this.overlay(db, name).set(id, null);
    this.txn.log.push({ op: 'del', db, c: name, id: doc._id });
  }
}
