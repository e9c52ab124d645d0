// An open change stream: reads the history after its position, turns changes into events, runs the
// stages after $changeStream over them and hands out batches. `next` waits (awaitData) until an event
// passes or the time is up; every batch carries a postBatchResumeToken.
import type { Document } from 'bson';
import type { Engine } from '../storage/engine';
import { fail, ErrorCodes } from '../errors';
import { valueKey } from '../storage/values';
import { eventsOf, type StreamEvent } from './change-event';
import { afterChange, encodeToken, type Position } from './resume-token';
import type { StreamSpec } from './stream-spec';

/** Changes read from the history per round (the stages run over their events in one go). */
const CHUNK = 512;
/** MongoDB's wait for an awaitData getMore without maxTimeMS. */
export const DEFAULT_AWAIT_MS = 1000;

export interface StreamBatch {
  batch: Document[];
  postBatchResumeToken: Document;
  /** The stream was invalidated (drop, rename, dropDatabase): no cursor to keep. */
  done: boolean;
}

export type StageRunner = (docs: Document[], stages: Document[]) => Document[];

export class ChangeStreamCursor {
  private seq: number;
  private position: Position;
  private invalidated = false;
  killed = false;

  constructor(
    private readonly engine: Engine,
    private readonly spec: StreamSpec,
    private readonly runStages: StageRunner,
  ) {
    this.position = spec.start;
    this.seq = engine.oplog.seqAfter(spec.start);
  }

  /** What is there now, without waiting. */
  take(batchSize: number): StreamBatch {
    const batch: Document[] = [];
    while (batch.length < batchSize && !this.invalidated) {
      const changes = this.engine.oplog.read(this.seq, CHUNK);
      if (changes === null)
        fail(
          ErrorCodes.ChangeStreamHistoryLost,
          'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
        );
      if (!changes.length) break;
      const chunkStart = this.seq;
      const events: Array<StreamEvent & { seq: number }> = [];
      changes.forEach((change, i) => {
        for (const e of eventsOf(change, this.spec.scope, this.spec.options, this.engine))
          if (e.position > this.position) events.push({ ...e, seq: chunkStart + i });
      });
      const passed = this.filter(events);
      let full = false;
      for (const e of events) {
        const out = passed.get(valueKey(e.doc._id));
        if (full && out) break;
        this.position = e.position;
        this.seq = e.seq;
        if (out) batch.push(out);
        if (e.invalidate) {
          this.invalidated = true;
          break;
        }
        full = batch.length >= batchSize;
      }
      if (!full && !this.invalidated) {
        const last = changes[changes.length - 1];
        this.position = afterChange(last.commit.ts, last.index);
        this.seq = chunkStart + changes.length;
      }
    }
    return { batch, postBatchResumeToken: encodeToken(this.position), done: this.invalidated };
  }

  /** Ends the stream (killCursors, session end, idle timeout); a waiting getMore returns at once. */
  kill(): void {
    this.killed = true;
    this.engine.oplog.wakeAll();
  }

  /** Waits up to `maxTimeMS` for at least one event (or the end of the stream). */
  async next(batchSize: number, maxTimeMS = DEFAULT_AWAIT_MS): Promise<StreamBatch> {
    const deadline = Date.now() + maxTimeMS;
    for (;;) {
      const result = this.take(batchSize);
      const left = deadline - Date.now();
      if (result.batch.length || result.done || this.killed || left <= 0 || this.engine.oplog.closed) return result;
      await this.engine.oplog.wait(left);
    }
  }

  /** Runs the user's stages; maps each surviving event by its token. A stage that changes `_id` is an error. */
  private filter(events: StreamEvent[]): Map<string, Document> {
    const out = new Map<string, Document>();
    if (!events.length) return out;
    const docs = this.spec.stages.length
      ? this.runStages(
          events.map((e) => e.doc),
          this.spec.stages,
        )
      : events.map((e) => e.doc);
    const known = new Set(events.map((e) => valueKey(e.doc._id)));
    for (const doc of docs) {
      const key = valueKey(doc._id);
      if (!known.has(key))
        fail(
          ErrorCodes.ChangeStreamFatalError,
          `Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed. Found: ${JSON.stringify(doc._id ?? null)}`,
        );
      out.set(key, doc);
    }
    return out;
  }
}
