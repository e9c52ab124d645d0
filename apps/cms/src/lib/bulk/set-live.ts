import { api, type AppDispatch } from '@laurel/api-client';
import { bulkApi, type BulkKind } from './bulk-endpoints';
import { sendChunk } from './chunk-retry';
import { BULK_MAX_PARALLEL, BULK_PATCH_CHUNK, runBulk, type BulkSummary } from './chunks';

/**
 * Publishes or unpublishes many profiles or folders: chunks of 150 (each applied whole, with its
 * Idempotency-Key), ≤10 at once, `onProgress(done, total)` after each chunk ("Publishing 300 of 500…").
 * Refetches the folder pages and the changed items afterwards.
 */
export async function setLiveInChunks(
  dispatch: AppDispatch,
  siteId: string,
  kind: BulkKind,
  ids: readonly string[],
  isLive: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<BulkSummary> {
  let done = 0;
  onProgress(0, ids.length);
  const summary = await runBulk(
    [...new Set(ids)],
    BULK_PATCH_CHUNK,
    async (chunkIds) =>
      (
        await sendChunk((key) =>
          dispatch(
            bulkApi.endpoints.bulkPatchChunk.initiate({
              siteId,
              kind,
              items: chunkIds.map((_id) => ({ _id, patch: { isLive } })),
              key,
            }),
          ).unwrap(),
        )
      ).results,
    BULK_MAX_PARALLEL,
    (n) => {
      done += n;
      onProgress(done, ids.length);
    },
  );
  const tag = kind === 'entries' ? ('Entry' as const) : ('Category' as const);
  dispatch(
    api.util.invalidateTags([
      'CategoryTree',
      'SearchOptions',
      'Category',
      ...summary.succeeded.map((id) => ({ type: tag, id })),
    ]),
  );
  return summary;
}
