// All databases and collections in memory. Every change is an Op so that live writes,
// transaction commits and journal replay go through one code path (`apply`).
import type { Document } from 'bson';
import { Collection } from './collection';
import { fail, ErrorCodes } from '../errors';
import { Oplog, type OplogLimits } from '../changes/oplog';
import type { Op } from './op';

export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Incremented for every document change; documents remember the seq of their last change. */
  seq = 0;
  /** The change history (change streams); every applied document change, drop and rename goes there. */
  readonly oplog: Oplog;

  private tracking = false;
  /** Told about each document about to change while tracking is on (transactions keep before-images). */
  observer?: (coll: Collection, id: string) => void;

  constructor(oplogLimits?: OplogLimits) {
    this.oplog = new Oplog(oplogLimits);
  }

  /** Turns per-document version tracking on while transactions are open (off clears it). */
  setTracking(on: boolean): void {
    if (on === this.tracking) return;
    this.tracking = on;
    for (const colls of this.dbs.values()) {
      for (const c of colls.values()) {
        c.trackVersions = on;
        if (!on) c.versions.clear();
      }
    }
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Applies one change. Callers validate first; replay trusts the journal. */
  apply(op: Op): void {
    switch (op.op) {
      case 'put': {
        const coll = this.ensure(op.db, op.c);
        if (this.tracking) this.observer?.(coll, Collection.idKey(op.doc._id));
        this.oplog.capture(op, coll.put(op.doc, ++this.seq));
        return;
      }
      case 'del': {
        const coll = this.collection(op.db, op.c);
        if (coll && this.tracking) this.observer?.(coll, Collection.idKey(op.id));
        const removed = coll?.delete(Collection.idKey(op.id), ++this.seq);
        if (removed) this.oplog.capture(op, removed);
        return;
      }
      case 'create':
        this.ensure(op.db, op.c, op.options);
        return;
      case 'drop': {
        const coll = this.collection(op.db, op.c);
        if (!coll) return;
        this.dbs.get(op.db)!.delete(op.c);
        if (this.dbs.get(op.db)!.size === 0) this.dbs.delete(op.db);
        if (!coll.isView) this.oplog.capture(op);
        return;
      }
      case 'dropDb': {
        const colls = this.dbs.get(op.db);
        if (!colls) return;
        this.dbs.delete(op.db);
        this.oplog.capture(
          op,
          undefined,
          [...colls.values()].filter((c) => !c.isView).map((c) => c.name),
        );
        return;
      }
      case 'index': {
        const coll = this.ensure(op.db, op.c);
        if (!coll.indexes.has(op.spec.name)) coll.addIndex(op.spec);
        return;
      }
      case 'dropIndex':
        this.collection(op.db, op.c)?.indexes.delete(op.name);
        return;
      case 'rename': {
        const coll = this.collection(op.db, op.c);
        if (!coll) return;
        this.dbs.get(op.db)!.delete(op.c);
        const moved = new Collection(op.toDb, op.toC, coll.options);
        moved.trackVersions = this.tracking;
        for (const index of coll.indexes.values()) if (index.name !== '_id_') moved.addIndex(index.spec);
        for (const doc of coll.docs.values()) moved.put(doc, this.seq);
        this.dbMap(op.toDb).set(op.toC, moved);
        this.oplog.capture(op);
        return;
      }
      case 'clock':
        return;
    }
  }

  applyAll(ops: Op[]): void {
    for (const op of ops) this.apply(op);
  }

  /** Replays recorded operations; one that cannot be applied is skipped (and counted) so the rest load. */
  replay(ops: Op[]): number {
    let failed = 0;
    for (const op of ops) {
      try {
        this.apply(op);
      } catch {
        failed++;
      }
    }
    return failed;
  }

  private dbMap(db: string): Map<string, Collection> {
    let m = this.dbs.get(db);
    if (!m) this.dbs.set(db, (m = new Map()));
    return m;
  }

  private ensure(db: string, name: string, options?: Document): Collection {
    const m = this.dbMap(db);
    let coll = m.get(name);
    if (!coll) {
      validateName(db, name);
      m.set(name, (coll = new Collection(db, name, options ?? {})));
      coll.trackVersions = this.tracking;
    }
    return coll;
  }
}

export function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) fail(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0'))
    fail(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
}
