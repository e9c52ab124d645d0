import { api } from '@laurel/api-client';
import { apiUrl, MESSAGES } from '@laurel/domain';
import type { Entry, RecordColumn, RecordInfoInputSchema, RecordColumnInputSchema } from '@laurel/domain';
import type { Static } from '@sinclair/typebox';

export type RecordInfoInput = Static<typeof RecordInfoInputSchema>;
export type ColumnInput = Static<typeof RecordColumnInputSchema>;
const BOARD = ['Category', 'Entry', 'CategoryTree'] as const;

/**
 * Record boards (names prefixed `records`): columns and records. Creating a record and deleting a column
 * have their own SPEC §8 messages, shown by the caller, so they do not raise 'Error while saving'.
 */
export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordsAddColumn: build.mutation<RecordColumn, { siteId: string; categoryId: string; column: ColumnInput }>({
      query: ({ siteId, categoryId, column }) => ({
        url: apiUrl('POST /sites/:siteId/categories/:categoryId/record-columns', { siteId, categoryId }),
        method: 'POST',
        body: column,
      }),
      invalidatesTags: [...BOARD],
    }),
    recordsPatchColumn: build.mutation<
      RecordColumn,
      { siteId: string; categoryId: string; columnId: string; patch: ColumnInput }
    >({
      query: ({ siteId, categoryId, columnId, patch }) => ({
        url: apiUrl('PATCH /sites/:siteId/categories/:categoryId/record-columns/:columnId', {
          siteId,
          categoryId,
          columnId,
        }),
        method: 'PATCH',
        body: patch,
      }),
    }),
    recordsDeleteColumn: build.mutation<void, { siteId: string; categoryId: string; columnId: string }>({
      query: ({ siteId, categoryId, columnId }) => ({
        url: apiUrl('DELETE /sites/:siteId/categories/:categoryId/record-columns/:columnId', {
          siteId,
          categoryId,
          columnId,
        }),
        method: 'DELETE',
      }),
      extraOptions: { save: false },
      invalidatesTags: [...BOARD, 'RecentlyDeleted'],
    }),
    recordsCreate: build.mutation<
      Entry,
      { siteId: string; categoryId: string; recordInfo: RecordInfoInput; isLive: boolean }
    >({
      query: ({ siteId, categoryId, recordInfo, isLive }) => ({
        url: apiUrl('POST /sites/:siteId/categories/:categoryId/entries', { siteId, categoryId }),
        method: 'POST',
        body: { isLive, recordInfo },
      }),
      extraOptions: { save: false },
      invalidatesTags: [...BOARD],
    }),
    recordsPatchRecord: build.mutation<Entry, { siteId: string; entryId: string; patch: RecordInfoInput }>({
      query: ({ siteId, entryId, patch }) => ({
        url: apiUrl('PATCH /sites/:siteId/entries/:entryId/record', { siteId, entryId }),
        method: 'PATCH',
        body: patch,
      }),
      // SPEC §8: a record whose entry is gone (deleted meanwhile, on another screen) logs 'Entry not found!'.
      async onQueryStarted({ siteId, entryId }, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (err) {
          if ((err as { error?: { status?: unknown } }).error?.status === 404)
            console.error(MESSAGES.entryNotFound, { siteId, entryId });
        }
      },
    }),
  }),
});
