import { api } from '@laurel/api-client';
import { apiUrl, type EntryName, type ReplyOf } from '@laurel/domain';

/** The editing view's site search (docs/api.md GET /sites/{id}/search?cms=1: drafts too), for the site navigator. */
export const navigatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    navigatorSearch: build.query<ReplyOf<'GET /sites/:siteId/search'>, { siteId: string; q: string }>({
      query: ({ siteId, q }) => apiUrl('GET /sites/:siteId/search', { siteId }, { cms: 1, q }),
      providesTags: (_r, _e, { siteId }) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
    /** An opened folder's profiles, by name (not whole profiles): what the tree lists under it. */
    navigatorEntryNames: build.query<EntryName[], { siteId: string; categoryId: string }>({
      query: ({ siteId, categoryId }) =>
        apiUrl('GET /sites/:siteId/categories/:categoryId/entry-names', { siteId, categoryId }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/categories/:categoryId/entry-names'>) => reply.entries,
      providesTags: (result, _e, { categoryId }) => [
        { type: 'Category', id: categoryId },
        ...(result ?? []).map((e) => ({ type: 'Entry' as const, id: e._id })),
      ],
    }),
  }),
});
