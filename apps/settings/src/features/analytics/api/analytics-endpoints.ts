import { apiUrl, type AnalyticsFigures, type ReplyOf } from '@laurel/domain';
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
      query: ({ siteId, ...params }) => ({ url: apiUrl('GET /sites/:siteId/analytics', { siteId }), params }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/analytics'>) => reply.analytics,
      providesTags: (_r, _e, { siteId }) => [{ type: 'Analytics', id: siteId }],
    }),
  }),
});

export const { useSettingsGetAnalyticsQuery } = analyticsApi;
