// Open cursors: the rest of a result, served in batches by getMore.
import { BSON, Long, type Document } from 'bson';
import { fail, ErrorCodes } from '../errors';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** An iterator that can tell whether anything is left (so a finished result opens no cursor). */
class Peekable {
  private held: IteratorResult<Document> | null = null;
  constructor(private readonly it: Iterator<Document>) {}
  next(): IteratorResult<Document> {
    const r = this.held ?? this.it.next();
    this.held = null;
    return r;
  }
  exhausted(): boolean {
    this.held ??= this.it.next();
    return !!this.held.done;
  }
}

interface OpenCursor {
  ns: string;
  source: Peekable;
  sessionKey?: string;
  lastUsed: number;
}

export class CursorStore {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;

  /** Takes up to `batchSize` docs (and at most ~16 MB) from an iterator. */
  static take(source: Peekable, batchSize: number): { batch: Document[]; done: boolean } {
    const batch: Document[] = [];
    let bytes = 0;
    while (batch.length < batchSize) {
      const next = source.next();
      if (next.done) return { batch, done: true };
      bytes += BSON.calculateObjectSize(next.value);
      batch.push(next.value);
      if (bytes > MAX_BATCH_BYTES) break;
    }
    return { batch, done: source.exhausted() };
  }

  /** First batch of a cursor reply; registers the cursor when documents remain. */
  open(
    ns: string,
    docs: Iterable<Document>,
    batchSize: number | undefined,
    sessionKey?: string,
    single = false,
  ): Document {
    const source = new Peekable(docs[Symbol.iterator]());
    const size = batchSize === undefined || batchSize <= 0 ? (batchSize === 0 ? 0 : 101) : batchSize;
    const { batch, done } = CursorStore.take(source, size);
    let id = Long.ZERO;
    if (!done && !single) {
      const key = (this.nextId++).toString();
      this.cursors.set(key, { ns, source, sessionKey, lastUsed: Date.now() });
      id = Long.fromString(key);
    }
    this.expire();
    return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
  }

  more(ns: string, id: unknown, batchSize: number | undefined): Document {
    const key = String(id);
    const cursor = this.cursors.get(key);
    if (!cursor) fail(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    if (cursor.ns !== ns)
      fail(
        ErrorCodes.Unauthorized,
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    cursor.lastUsed = Date.now();
    const { batch, done } = CursorStore.take(
      cursor.source,
      batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER,
    );
    let reportedId: Long = Long.fromString(key);
    if (done) {
      this.cursors.delete(key);
      reportedId = Long.ZERO;
    }
    return { cursor: { nextBatch: batch, id: reportedId, ns }, ok: 1 };
  }

  kill(ids: unknown[]): Document {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) (this.cursors.delete(String(id)) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  killSession(sessionKey: string): void {
    for (const [id, c] of this.cursors) if (c.sessionKey === sessionKey) this.cursors.delete(id);
  }

  get size(): number {
    return this.cursors.size;
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, c] of this.cursors) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(id);
  }
}
