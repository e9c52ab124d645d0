import { api } from '@laurel/api-client';
import { apiUrl, type ReplyOf } from '@laurel/domain';

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
  }),
});
