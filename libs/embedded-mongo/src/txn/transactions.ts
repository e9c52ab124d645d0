// Multi-document transactions: per-session state, document locks, commit and abort.
// Writes are buffered per transaction; the first writer of a document holds it until commit/abort,
// and a document changed by someone else since the transaction started cannot be committed over.
import type { Document } from 'bson';
import type { Engine } from '../storage/engine';
import type { Op } from '../storage/op';
import { Collection } from '../storage/collection';
import { MongoServerError, ErrorCodes } from '../errors';

const TXN_LIFETIME_MS = 60_000;

export type TxnState = 'active' | 'committed' | 'aborted';

export class Transaction {
  /** Pending document states per namespace ("db\0coll"): the new document, or null when deleted. */
  readonly writes = new Map<string, Map<string, Document | null>>();
  /** Every write in the order it was made (applied in that order at commit, so change streams see each). */
  readonly log: Op[] = [];
  readonly created = new Set<string>();
  /** Committed documents as they were when the transaction started, for those changed since (null = absent). */
  readonly before = new Map<string, Map<string, Document | null>>();
  readonly locks: string[] = [];
  state: TxnState = 'active';
  lastUsed = Date.now();

  constructor(
    readonly sessionKey: string,
    readonly number: number,
    readonly startSeq: number,
  ) {}
}

export function writeConflict(
  message = 'WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.',
): MongoServerError {
  return new MongoServerError(ErrorCodes.WriteConflict, message, {}, ['TransientTransactionError']);
}

export function noSuchTransaction(number: number): MongoServerError {
  return new MongoServerError(
    ErrorCodes.NoSuchTransaction,
    `Transaction with { txnNumber: ${number} } has been aborted.`,
    {},
    ['TransientTransactionError'],
  );
}

export const nsKey = (db: string, c: string): string => `${db}\0${c}`;

export class TransactionManager {
  private readonly sessions = new Map<string, Transaction>();
  private readonly locks = new Map<string, Transaction>();
  private readonly active = new Set<Transaction>();

  constructor(private readonly engine: Engine) {
    engine.observer = (coll, id) => this.keepBeforeImage(coll, id);
  }

  /** Snapshot reads: each open transaction keeps the first committed version it would lose. */
  private keepBeforeImage(coll: Collection, id: string): void {
    const ns = nsKey(coll.db, coll.name);
    const current = coll.docs.get(id) ?? null;
    for (const txn of this.active) {
      if (txn.state !== 'active') continue;
      let m = txn.before.get(ns);
      if (!m) txn.before.set(ns, (m = new Map()));
      if (!m.has(id)) m.set(id, current);
    }
  }

  /** The transaction a command with `txnNumber` and `autocommit: false` belongs to. */
  forCommand(sessionKey: string, txnNumber: number, start: boolean, commandName: string): Transaction {
    this.expire();
    const current = this.sessions.get(sessionKey);
    if (start) {
      if (current && current.number === txnNumber) {
        throw new MongoServerError(ErrorCodes.NoSuchTransaction, `Transaction ${txnNumber} has already been started`);
      }
      if (current?.state === 'active') this.abort(current);
      const txn = new Transaction(sessionKey, txnNumber, this.engine.seq);
      this.sessions.set(sessionKey, txn);
      this.active.add(txn);
      this.engine.setTracking(true);
      return txn;
    }
    if (!current || current.number !== txnNumber) throw noSuchTransaction(txnNumber);
    if (current.state === 'aborted') throw noSuchTransaction(txnNumber);
    if (current.state === 'committed' && commandName !== 'committransaction') {
      throw new MongoServerError(ErrorCodes.TransactionCommitted, `Transaction ${txnNumber} has been committed.`);
    }
    current.lastUsed = Date.now();
    return current;
  }

  /** Claims a document for `txn`; throws WriteConflict if another transaction holds it or it changed since start. */
  lock(txn: Transaction, coll: Collection | undefined, ns: string, id: string): void {
    this.expire();
    const key = `${ns}\0${id}`;
    const holder = this.locks.get(key);
    if (holder === txn) return;
    if (holder && holder.state === 'active') throw writeConflict();
    if ((coll?.versions.get(id) ?? 0) > txn.startSeq) throw writeConflict();
    this.locks.set(key, txn);
    txn.locks.push(key);
  }

  /** Validates and applies the transaction's writes, in the order they were made; returns them for the journal. */
  commit(txn: Transaction): Op[] {
    if (txn.state === 'committed') return [];
    const ops: Op[] = [];
    try {
      for (const ns of txn.created) {
        const [db, c] = ns.split('\0');
        if (!this.engine.collection(db, c)) ops.push({ op: 'create', db, c });
      }
      for (const [ns, writes] of txn.writes) {
        const [db, c] = ns.split('\0');
        const coll = this.engine.collection(db, c);
        for (const [id, doc] of writes) {
          if ((coll?.versions.get(id) ?? 0) > txn.startSeq) throw writeConflict();
          if (doc && coll) coll.checkUnique(doc, (other) => writes.has(other));
        }
      }
    } catch (err) {
      this.abort(txn);
      throw err;
    }
    ops.push(...txn.log);
    txn.state = 'committed'; // first, so that it keeps no before-images of its own writes
    this.engine.applyAll(ops);
    this.release(txn);
    return ops;
  }

  /** Aborts transactions idle for longer than MongoDB's default transactionLifetimeLimitSeconds (60 s). */
  private expire(): void {
    const limit = Date.now() - TXN_LIFETIME_MS;
    for (const txn of this.active) if (txn.lastUsed < limit) this.abort(txn);
  }

  abort(txn: Transaction): void {
    if (txn.state !== 'active') return;
    txn.state = 'aborted';
    txn.writes.clear();
    txn.log.length = 0;
    this.release(txn);
  }

  endSession(sessionKey: string): void {
    const txn = this.sessions.get(sessionKey);
    if (txn) this.abort(txn);
    this.sessions.delete(sessionKey);
  }

  private release(txn: Transaction): void {
    for (const key of txn.locks) if (this.locks.get(key) === txn) this.locks.delete(key);
    txn.locks.length = 0;
    this.active.delete(txn);
    if (this.active.size === 0) this.engine.setTracking(false);
  }
}
