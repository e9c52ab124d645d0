import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiUrl, type ItemResults, type ReplyOf } from '@laurel/domain';
import type { EntryInput } from '../content/api/content-endpoints';
import { api } from '@laurel/api-client';
import { BULK_DELETE_CHUNK, BULK_PATCH_CHUNK, runBulk, type BulkSummary } from './chunks';
import { sendChunk } from './chunk-retry';

export type BulkKind = 'entries' | 'categories';
export interface BulkPatchItem {
  _id: string;
  patch: Record<string, unknown>;
}
const tagOf = (kind: BulkKind) => (kind === 'entries' ? ('Entry' as const) : ('Category' as const));

/** One request of a bulk operation (≤150 patches or ≤50 deletes); use the thunks below, which chunk. */
export const bulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkPatchChunk: build.mutation<
      ItemResults,
      { siteId: string; kind: BulkKind; items: BulkPatchItem[]; key: string }
    >({
      query: ({ siteId, kind, items, key }) => ({
        url:
          kind === 'entries'
            ? apiUrl('PATCH /sites/:siteId/entries', { siteId })
            : apiUrl('PATCH /sites/:siteId/categories', { siteId }),
        method: 'PATCH',
        headers: { 'idempotency-key': key },
        body: { items },
      }),
    }),
    bulkDeleteChunk: build.mutation<ItemResults, { siteId: string; kind: BulkKind; ids: string[]; key: string }>({
      query: ({ siteId, kind, ids, key }) => ({
        url:
          kind === 'entries'
            ? apiUrl('POST /sites/:siteId/entries/bulk-delete', { siteId })
            : apiUrl('POST /sites/:siteId/categories/bulk-delete', { siteId }),
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: { ids },
      }),
    }),
  }),
});

/**
 * What a bulk operation makes stale: every folder (a folder's page lists its sub-folders and profiles, whichever
 * kind changed), the tree, search options and the changed items. The editor's own page never waits for the
 * site's change notices, which tell a browser only what visitors may see.
 */
const invalidate = (kind: BulkKind, summary: BulkSummary, deleted = false) =>
  api.util.invalidateTags([
    'CategoryTree',
    'SearchOptions',
    'Category',
    ...(deleted ? (['RecentlyDeleted'] as const) : []),
    ...summary.succeeded.map((id) => ({ type: tagOf(kind), id })),
  ]);

/**
 * Patches many entries or folders: chunks of 150, ≤10 in parallel, each applied by the API as a whole and retried
 * with its Idempotency-Key when its request fails on the way; resolves with what succeeded/failed.
 */
export const bulkPatchDocuments = createAsyncThunk(
  'bulk/patch',
  async ({ siteId, kind, items }: { siteId: string; kind: BulkKind; items: BulkPatchItem[] }, { dispatch }) => {
    const byId = new Map(items.map((i) => [i._id, i]));
    const summary = await runBulk([...byId.keys()], BULK_PATCH_CHUNK, async (ids) => {
      const chunkItems = ids.map((id) => byId.get(id)!);
      const reply = await sendChunk((key) =>
        dispatch(bulkApi.endpoints.bulkPatchChunk.initiate({ siteId, kind, items: chunkItems, key })).unwrap(),
      );
      return reply.results;
    });
    dispatch(invalidate(kind, summary));
    return summary;
  },
);

/** Deletes many entries or folders: chunks of 50, ≤10 in parallel; resolves with what succeeded/failed. */
export const bulkDeleteDocuments = createAsyncThunk(
  'bulk/delete',
  async ({ siteId, kind, ids }: { siteId: string; kind: BulkKind; ids: string[] }, { dispatch }) => {
    const summary = await runBulk([...new Set(ids)], BULK_DELETE_CHUNK, async (chunkIds) => {
      const reply = await sendChunk((key) =>
        dispatch(bulkApi.endpoints.bulkDeleteChunk.initiate({ siteId, kind, ids: chunkIds, key })).unwrap(),
      );
      return reply.results;
    });
    dispatch(invalidate(kind, summary, true));
    return summary;
  },
);

/** POST …/categories/{id}/entries/bulk: up to 150 new entries, created in order (addEntriesBulk). */
export const bulkAddApi = api.injectEndpoints({
  endpoints: (build) => ({
    bulkAddEntriesChunk: build.mutation<
      ReplyOf<'POST /sites/:siteId/categories/:categoryId/entries/bulk'>,
      { siteId: string; categoryId: string; items: EntryInput[] }
    >({
      query: ({ siteId, categoryId, items }) => ({
        url: apiUrl('POST /sites/:siteId/categories/:categoryId/entries/bulk', { siteId, categoryId }),
        method: 'POST',
        body: { items },
      }),
    }),
  }),
});
