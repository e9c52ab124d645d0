import { api } from '@laurel/api-client';
import type { SearchReply } from '@laurel/domain';

/** The editing view's site search (docs/api.md GET /sites/{id}/search?cms=1: drafts too), for the site navigator. */
export const navigatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    navigatorSearch: build.query<SearchReply, { siteId: string; q: string }>({
      query: ({ siteId, q }) => `/sites/${encodeURIComponent(siteId)}/search?cms=1&q=${encodeURIComponent(q)}`,
      providesTags: (_r, _e, { siteId }) => [
        { type: 'CategoryTree', id: siteId },
        { type: 'Entry', id: `SEARCH-${siteId}` },
      ],
    }),
  }),
});
