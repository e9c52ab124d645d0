import { api } from '@laurel/api-client';
import type { DocumentType, RecentlyDeletedItem, RecentlyDeletedReply, RestoreReply } from '@laurel/domain';
import { sitePath } from '../../lib/content/api/paths';

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
      query: (siteId) => sitePath(siteId, 'recently-deleted'),
      transformResponse: (reply: RecentlyDeletedReply) => reply.items,
      providesTags: ['RecentlyDeleted'],
    }),
    deletedRestore: build.mutation<RestoreReply, { siteId: string; documentType: DocumentType; documentId: string }>({
      query: ({ siteId, documentType, documentId }) => ({
        url: sitePath(siteId, 'recently-deleted', 'restore'),
        method: 'POST',
        body: { documentType, documentId },
      }),
      invalidatesTags: [...CONTENT],
    }),
    deletedPurge: build.mutation<void, { siteId: string; documentType: DocumentType; documentId: string }>({
      query: ({ siteId, documentType, documentId }) => ({
        url: sitePath(siteId, 'recently-deleted', documentType, documentId),
        method: 'DELETE',
      }),
      invalidatesTags: ['RecentlyDeleted'],
    }),
  }),
});
