import {
  BULK_DELETE_CHUNK_SIZE,
  BULK_MAX_PARALLEL_CHUNKS,
  BULK_PATCH_CHUNK_SIZE,
  type ItemResult,
} from '@laurel/domain';

/** SPEC §9 (constants of @laurel/domain): bulk patch chunk 150; bulk delete chunk 50; at most 10 chunks in parallel. */
export const BULK_PATCH_CHUNK = BULK_PATCH_CHUNK_SIZE;
export const BULK_DELETE_CHUNK = BULK_DELETE_CHUNK_SIZE;
export const BULK_MAX_PARALLEL = BULK_MAX_PARALLEL_CHUNKS;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One item's outcome, as the API reports it (`{results: {_id, ok, message?}[]}`; schema in @laurel/domain). */
export type { ItemResult };

export interface BulkSummary {
  succeeded: string[];
  failed: { _id: string; message: string }[];
  /** Chunks that failed as a whole (network or HTTP error): every id in them is in `failed`. */
  failedChunks: number;
  /** Ids of the chunks never sent because the operation was stopped (`stop`). */
  notSent: string[];
  total: number;
}

/**
 * Runs `worker` over `tasks` with at most `limit` running at once; results keep the input order. Once `stop()`
 * says so, no further task starts (those running finish); a task never started has no result (undefined).
 */
export async function mapWithLimit<T, R>(
  tasks: readonly T[],
  limit: number,
  worker: (t: T) => Promise<R>,
  stop?: () => boolean,
): Promise<R[]> {
  const results = new Array<R>(tasks.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length && !stop?.()) {
      const i = next++;
      results[i] = await worker(tasks[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * Sends `ids` in chunks of `size`, at most BULK_MAX_PARALLEL chunks at once, and sums up per item what
 * succeeded and what failed. `send` returns the per-item results of one chunk or throws for the chunk.
 */
export async function runBulk(
  ids: readonly string[],
  size: number,
  send: (chunkIds: string[]) => Promise<ItemResult[]>,
  limit = BULK_MAX_PARALLEL,
  /** Called after each chunk with the number of items it held (progress bars). */
  onChunkDone?: (items: number) => void,
  /** Asked before each chunk: true stops the operation there (chunks already sent finish). */
  stop?: () => boolean,
): Promise<BulkSummary> {
  const summary: BulkSummary = { succeeded: [], failed: [], failedChunks: 0, total: ids.length, notSent: [] };
  const chunks = chunk(ids, size);
  const outcomes = await mapWithLimit(
    chunks,
    limit,
    async (chunkIds) => {
      try {
        return { chunkIds, results: await send(chunkIds) };
      } catch (err) {
        return { chunkIds, error: errorText(err) };
      } finally {
        onChunkDone?.(chunkIds.length);
      }
    },
    stop,
  );
  chunks.forEach((chunkIds, i) => {
    if (!outcomes[i]) summary.notSent.push(...chunkIds);
  });
  for (const o of outcomes) {
    if (!o) continue;
    if ('error' in o) {
      summary.failedChunks += 1;
      for (const id of o.chunkIds) summary.failed.push({ _id: id, message: o.error ?? 'Request failed' });
      continue;
    }
    const byId = new Map(o.results.map((r) => [r._id, r]));
    for (const id of o.chunkIds) {
      const r = byId.get(id);
      if (r?.ok) summary.succeeded.push(id);
      else summary.failed.push({ _id: id, message: r ? (r.message ?? 'Not saved') : 'No result for this item' });
    }
  }
  return summary;
}

/** The words of a failed request: the API's message, else the error's, else its status. */
export function errorText(err: unknown): string {
  if (err && typeof err === 'object') {
    const data = (err as { data?: { message?: unknown } }).data;
    if (data && typeof data.message === 'string') return data.message;
    if ('message' in err && typeof (err as Error).message === 'string') return (err as Error).message;
    if ('status' in err) return `Request failed (${String((err as { status: unknown }).status)})`;
  }
  return 'Request failed';
}
