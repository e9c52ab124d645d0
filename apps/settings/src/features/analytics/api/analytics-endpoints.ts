import type { AnalyticsFigures, AnalyticsReport } from '@laurel/domain';
import { api } from '@laurel/api-client';

export interface AnalyticsQuery {
  siteId: string;
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** SPEC §7 fetchAnalytics(startDate, endDate): the first-party report (GET /sites/{siteId}/analytics). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetAnalytics: build.query<AnalyticsFigures, AnalyticsQuery>({
      query: ({ siteId, ...params }) => ({ url: `/sites/${encodeURIComponent(siteId)}/analytics`, params }),
      transformResponse: (reply: AnalyticsReport) => reply.analytics,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Analytics', id: siteId }],
    }),
  }),
});

export const { useSettingsGetAnalyticsQuery } = analyticsApi;
