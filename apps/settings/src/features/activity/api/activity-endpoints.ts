import { api } from '@laurel/api-client';
import { apiUrl, type ActivityQuery, type ReplyOf, type Schedule } from '@laurel/domain';
import { activityQueryString } from '../lib/activity-query';

export interface ActivityArgs {
  siteId: string;
  query: ActivityQuery;
}

/** The activity log (site admins): a page of lines, and the same filtered lines as CSV text. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsActivity: build.query<ReplyOf<'GET /sites/:siteId/activity'>, ActivityArgs>({
      query: ({ siteId, query }) => `${apiUrl('GET /sites/:siteId/activity', { siteId })}${activityQueryString(query)}`,
      providesTags: ['History'],
    }),
    settingsActivityCsv: build.query<string, ActivityArgs>({
      query: ({ siteId, query }) => ({
        url: `${apiUrl('GET /sites/:siteId/activity/csv', { siteId })}${activityQueryString(query)}`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
    settingsSchedules: build.query<Schedule[], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/schedules', { siteId }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/schedules'>) => reply.schedules,
      providesTags: ['History'],
    }),
  }),
});

export const { useSettingsActivityQuery, useLazySettingsActivityCsvQuery, useSettingsSchedulesQuery } = activityApi;
