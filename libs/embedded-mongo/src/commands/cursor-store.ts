// Open cursors: the rest of a result, served in batches by getMore.
import { BSON, Long, type Document } from 'bson';
import { fail, ErrorCodes } from '../errors';
import type { ChangeStreamCursor, StreamBatch } from '../changes/change-stream-cursor';

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
  /** A result being read (find, aggregate, listCollections…) … */
  source?: Peekable;
  /** … or a change stream. */
  stream?: ChangeStreamCursor;
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

  /** First batch of a change stream; the cursor stays open until the stream is invalidated. */
  openStream(ns: string, stream: ChangeStreamCursor, first: StreamBatch, sessionKey?: string): Document {
    let id = Long.ZERO;
    if (!first.done) {
      const key = (this.nextId++).toString();
      this.cursors.set(key, { ns, stream, sessionKey, lastUsed: Date.now() });
      id = Long.fromString(key);
    }
    this.expire();
    return { cursor: { firstBatch: first.batch, postBatchResumeToken: first.postBatchResumeToken, id, ns }, ok: 1 };
  }

  private lookup(ns: string, key: string): OpenCursor {
    const cursor = this.cursors.get(key);
    if (!cursor) fail(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    if (cursor.ns !== ns)
      fail(
        ErrorCodes.Unauthorized,
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    cursor.lastUsed = Date.now();
    return cursor;
  }

  more(ns: string, id: unknown, batchSize: number | undefined, maxTimeMS?: number): Document | Promise<Document> {
    const key = String(id);
    const cursor = this.lookup(ns, key);
    if (cursor.stream) return this.moreStream(ns, key, cursor.stream, batchSize, maxTimeMS);
    const { batch, done } = CursorStore.take(
      cursor.source!,
      batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER,
    );
    let reportedId: Long = Long.fromString(key);
    if (done) {
      this.cursors.delete(key);
      reportedId = Long.ZERO;
    }
    return { cursor: { nextBatch: batch, id: reportedId, ns }, ok: 1 };
  }

  /** getMore on a change stream: waits up to maxTimeMS for events (awaitData). */
  private async moreStream(
    ns: string,
    key: string,
    stream: ChangeStreamCursor,
    batchSize: number | undefined,
    maxTimeMS: number | undefined,
  ): Promise<Document> {
    const size = batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER;
    const wait = typeof maxTimeMS === 'number' && maxTimeMS > 0 ? maxTimeMS : undefined;
    const result = await stream.next(size, wait);
    if (stream.killed) fail(ErrorCodes.CursorKilled, `cursor id ${key} was killed while waiting for changes`);
    const cursor = this.cursors.get(key);
    if (cursor) cursor.lastUsed = Date.now();
    let id: Long = Long.fromString(key);
    if (result.done) {
      this.cursors.delete(key);
      id = Long.ZERO;
    }
    return {
      cursor: { nextBatch: result.batch, postBatchResumeToken: result.postBatchResumeToken, id, ns },
      ok: 1,
    };
  }

  private remove(key: string): boolean {
    const cursor = this.cursors.get(key);
    if (!cursor) return false;
    this.cursors.delete(key);
    if (cursor.stream) cursor.stream.kill();
    return true;
  }

  kill(ids: unknown[]): Document {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) (this.remove(String(id)) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  killSession(sessionKey: string): void {
    for (const [id, c] of this.cursors) if (c.sessionKey === sessionKey) this.remove(id);
  }

  get size(): number {
    return this.cursors.size;
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, c] of this.cursors) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.remove(id);
  }
}
