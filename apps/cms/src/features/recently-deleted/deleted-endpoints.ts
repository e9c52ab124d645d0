import { api } from '@laurel/api-client';
import {
  apiUrl,
  type DocumentType,
  type RecentlyDeletedItem,
  type RecentlyDeletedReply,
  type RestoreReply,
} from '@laurel/domain';

/** What a restore or a deletion for good may change: every list that shows content. */
const CONTENT = [
  'RecentlyDeleted',
  'CategoryTree',
  'Category',
  'Entry',
  'Media',
  'SearchOptions',
  'CastScreen',
] as const;

/** Recently deleted (admins): the list, restore by type and id, delete for good (names prefixed `deleted`). */
export const deletedApi = api.injectEndpoints({
  endpoints: (build) => ({
    deletedList: build.query<RecentlyDeletedItem[], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/recently-deleted', { siteId }),
      transformResponse: (reply: RecentlyDeletedReply) => reply.items,
      providesTags: ['RecentlyDeleted'],
    }),
    deletedRestore: build.mutation<RestoreReply, { siteId: string; documentType: DocumentType; documentId: string }>({
      query: ({ siteId, documentType, documentId }) => ({
        url: apiUrl('POST /sites/:siteId/recently-deleted/restore', { siteId }),
        method: 'POST',
        body: { documentType, documentId },
      }),
      invalidatesTags: [...CONTENT],
    }),
    deletedPurge: build.mutation<void, { siteId: string; documentType: DocumentType; documentId: string }>({
      query: ({ siteId, documentType, documentId }) => ({
        url: apiUrl('DELETE /sites/:siteId/recently-deleted/:documentType/:documentId', {
          siteId,
          documentType,
          documentId,
        }),
        method: 'DELETE',
      }),
      invalidatesTags: ['RecentlyDeleted'],
    }),
  }),
});
