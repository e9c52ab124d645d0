import { api } from '@laurel/api-client';
import {
  apiUrl,
  type VersionDetailReply,
  type VersionItemKind,
  type VersionListReply,
  type VersionRestoreReply,
  type VersionSummary,
} from '@laurel/domain';

export interface HistoryItem {
  siteId: string;
  kind: VersionItemKind;
  itemId: string;
}

/** What a restore may change: the item everywhere it shows, and its history. */
const RESTORED = ['History', 'CategoryTree', 'Category', 'Entry', 'Site', 'SearchOptions'] as const;

/** An item's versions, one compared with now, and Restore (names prefixed `history`). */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    historyList: build.query<VersionSummary[], HistoryItem>({
      query: ({ siteId, kind, itemId }) =>
        apiUrl('GET /sites/:siteId/versions/:kind/:itemId', { siteId, kind, itemId }),
      transformResponse: (reply: VersionListReply) => reply.versions,
      providesTags: ['History'],
    }),
    historyVersion: build.query<VersionDetailReply, HistoryItem & { versionId: string }>({
      query: ({ siteId, kind, itemId, versionId }) =>
        apiUrl('GET /sites/:siteId/versions/:kind/:itemId/:versionId', { siteId, kind, itemId, versionId }),
      providesTags: ['History'],
    }),
    historyRestore: build.mutation<VersionRestoreReply, HistoryItem & { versionId: string }>({
      query: ({ siteId, kind, itemId, versionId }) => ({
        url: apiUrl('POST /sites/:siteId/versions/:kind/:itemId/:versionId/restore', {
          siteId,
          kind,
          itemId,
          versionId,
        }),
        method: 'POST',
      }),
      invalidatesTags: [...RESTORED],
    }),
  }),
});

export const { useHistoryListQuery, useHistoryVersionQuery, useHistoryRestoreMutation } = historyApi;
