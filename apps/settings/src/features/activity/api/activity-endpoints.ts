import { api } from '@laurel/api-client';
import { apiUrl, type ActivityQuery, type ReplyOf, type Schedule, type ScheduleChangeBody } from '@laurel/domain';
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
    settingsScheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({
        url: apiUrl('DELETE /sites/:siteId/schedules/:scheduleId', { siteId, scheduleId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['History'],
    }),
    /** A pending schedule's new time and/or action ("Now inducted" included). */
    settingsScheduleChange: build.mutation<Schedule, { siteId: string; scheduleId: string } & ScheduleChangeBody>({
      query: ({ siteId, scheduleId, ...body }) => ({
        url: apiUrl('PATCH /sites/:siteId/schedules/:scheduleId', { siteId, scheduleId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['History'],
    }),
    /** The site as it will be at a time (editors; never cached). */
    settingsSchedulePreview: build.query<
      ReplyOf<'GET /sites/:siteId/schedules/preview'>,
      { siteId: string; at: string }
    >({
      query: ({ siteId, at }) => apiUrl('GET /sites/:siteId/schedules/preview', { siteId }, { at }),
      providesTags: ['History'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSettingsActivityQuery,
  useLazySettingsActivityCsvQuery,
  useSettingsSchedulesQuery,
  useSettingsScheduleCancelMutation,
  useSettingsScheduleChangeMutation,
  useSettingsSchedulePreviewQuery,
} = activityApi;
