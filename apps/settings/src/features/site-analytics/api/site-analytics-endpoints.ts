import { apiUrl, type ReplyOf, type SiteAnalyticsRange } from '@laurel/domain';
import { api } from '@laurel/api-client';

/** SPEC §7 fetchDatadogAnalytics(range): GET /sites/{siteId}/site-analytics?range=. */
export const siteAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetSiteAnalytics: build.query<
      ReplyOf<'GET /sites/:siteId/site-analytics'>,
      { siteId: string; range: SiteAnalyticsRange }
    >({
      query: ({ siteId, range }) => ({
        url: apiUrl('GET /sites/:siteId/site-analytics', { siteId }),
        params: { range },
      }),
      providesTags: (_r, _e, { siteId }) => [{ type: 'Analytics', id: `site-${siteId}` }],
    }),
  }),
});

export const { useSettingsGetSiteAnalyticsQuery } = siteAnalyticsApi;
