import type { SiteAnalyticsRange, SiteAnalyticsReply } from '@laurel/domain';
import { api } from '@laurel/api-client';

/** SPEC §7 fetchDatadogAnalytics(range): GET /sites/{siteId}/site-analytics?range=. */
export const siteAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetSiteAnalytics: build.query<SiteAnalyticsReply, { siteId: string; range: SiteAnalyticsRange }>({
      query: ({ siteId, range }) => ({ url: `/sites/${encodeURIComponent(siteId)}/site-analytics`, params: { range } }),
      providesTags: (_r, _e, { siteId }) => [{ type: 'Analytics', id: `site-${siteId}` }],
    }),
  }),
});

export const { useSettingsGetSiteAnalyticsQuery } = siteAnalyticsApi;
