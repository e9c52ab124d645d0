// The change history change streams read: every document change, drop and rename, in commit order.
// The engine hands each change over as it applies it (with the document as it was before); the end of
// the write command seals them with one cluster time. Changes become visible to streams once their
// write is durable (`published`), in order. The newest changes are kept in memory (at most `capacity`
// changes and `imageBytes` of earlier document versions); after a restart the journal rebuilds them
// (see ../storage/durable-store).
import { BSON, type Document, type Long } from 'bson';
import type { Op } from '../storage/op';
import { ClusterClock } from './cluster-time';
import { afterChange, before, type Position } from './resume-token';

export interface CommitInfo {
  ts: bigint;
  wall: Date;
  /** Set for the changes of a committed multi-document transaction. */
  txn?: { lsid: Document; txnNumber: Long | number };
}

export interface Change {
  op: Op;
  /** put: the document it replaced (absent for an insert); del: the removed document. */
  before?: Document;
  /** dropDb: the collections it dropped. */
  colls?: string[];
  commit: CommitInfo;
  /** The change's place in its write command. */
  index: number;
  /** BSON size of `before` (what keeping this change costs beyond the live data). */
  bytes: number;
}

interface PendingCommit {
  endSeq: number;
  done: boolean;
}

export interface OplogLimits {
  /** Changes kept (default 50,000, or EMBEDDED_MONGO_OPLOG_ENTRIES). */
  capacity?: number;
  /** Bytes of earlier document versions kept (default 64 MB). */
  imageBytes?: number;
}

function fromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export class Oplog {
  readonly clock = new ClusterClock();
  /** Off while a snapshot is loaded (its documents are no changes). */
  recording = true;
  private captured: Change[] = [];
  private entries: Change[] = [];
  /** Sequence number of entries[0]; sequence numbers count every change ever kept. */
  private firstSeq = 0;
  /** Changes with a smaller sequence number are visible to streams. */
  private publishedSeq = 0;
  private readonly pending: PendingCommit[] = [];
  private readonly waiters = new Set<() => void>();
  /** Streams cannot resume from a position before this one: the history there is gone. */
  historyStart: Position = 0n;
  readonly capacity: number;
  readonly imageBytes: number;
  private retainedBytes = 0;

  constructor(limits: OplogLimits = {}) {
    this.capacity = limits.capacity ?? fromEnv('EMBEDDED_MONGO_OPLOG_ENTRIES', 50_000);
    this.imageBytes = limits.imageBytes ?? 64 * 1024 * 1024;
  }

  capture(op: Op, before?: Document, colls?: string[]): void {
    if (!this.recording) return;
    const bytes = before ? BSON.calculateObjectSize(before) : 0;
    this.captured.push({ op, before, colls, commit: null as never, index: 0, bytes });
  }

  /** Drops captured changes that belong to no write (snapshot load, journal records without a time). */
  discard(): void {
    this.captured = [];
  }

  /** Gives the captured changes one cluster time; returns the commit to publish once it is durable. */
  seal(commit: CommitInfo): PendingCommit {
    this.clock.observe(commit.ts);
    const changes = this.captured;
    this.captured = [];
    changes.forEach((c, i) => {
      c.commit = commit;
      c.index = i;
      this.retainedBytes += c.bytes;
      this.entries.push(c);
    });
    const handle = { endSeq: this.firstSeq + this.entries.length, done: false };
    this.pending.push(handle);
    this.trim();
    return handle;
  }

  /** Marks a sealed commit durable; streams see it once every earlier commit is durable too. */
  published(handle: PendingCommit): void {
    handle.done = true;
    let advanced = false;
    while (this.pending.length && this.pending[0].done) {
      this.publishedSeq = this.pending.shift()!.endSeq;
      advanced = true;
    }
    if (advanced) for (const wake of [...this.waiters]) wake();
  }

  /** A new, empty history (memory-only server, empty data directory): nothing before now can be resumed. */
  startFresh(): void {
    this.clock.advanceToNow();
    this.historyStart = this.startNow();
  }

  /** A stream opened now starts here (the next write's time, inclusive). */
  startNow(): Position {
    return before(this.clock.peek());
  }

  /** Sequence number of the first change after `position` (may be one that is not visible yet). */
  seqAfter(position: Position): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = this.entries[mid];
      if (afterChange(e.commit.ts, e.index) <= position) lo = mid + 1;
      else hi = mid;
    }
    return this.firstSeq + lo;
  }

  /** Visible changes from `seq` on, at most `max`; null when `seq` has fallen out of the history. */
  read(seq: number, max: number): Change[] | null {
    if (seq < this.firstSeq) return null;
    const end = Math.min(this.publishedSeq, seq + max);
    return end <= seq ? [] : this.entries.slice(seq - this.firstSeq, end - this.firstSeq);
  }

  get visibleEnd(): number {
    return this.publishedSeq;
  }

  /** Set at server shutdown: nothing waits any more. */
  closed = false;

  /** Resolves on the next publication or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Releases every waiting stream (killed cursors). */
  wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }

  close(): void {
    this.closed = true;
    this.wakeAll();
  }

  /** Drops the oldest changes once a limit is passed by a margin (so that trimming is rare). */
  private trim(): void {
    const slack = Math.ceil(this.capacity / 8);
    if (this.entries.length <= this.capacity + slack && this.retainedBytes <= this.imageBytes) return;
    let drop = Math.max(0, this.entries.length - this.capacity);
    let bytes = this.retainedBytes;
    for (let i = 0; i < drop; i++) bytes -= this.entries[i].bytes;
    const bytesTarget = this.imageBytes - this.imageBytes / 8;
    while (bytes > bytesTarget && drop < this.entries.length) bytes -= this.entries[drop++].bytes;
    if (drop === 0) return;
    const last = this.entries[drop - 1];
    this.historyStart = afterChange(last.commit.ts, last.index);
    this.entries = this.entries.slice(drop);
    this.firstSeq += drop;
    this.retainedBytes = bytes;
  }
}
