import { api } from '@laurel/api-client';
import type { ActivityQuery, ActivityReply, Schedule, SchedulePreviewReply, SchedulesReply } from '@laurel/domain';
import { activityQueryString } from '../lib/activity-query';

const enc = encodeURIComponent;
export interface ActivityArgs {
  siteId: string;
  query: ActivityQuery;
}

/** The activity log (site admins): a page of lines, and the same filtered lines as CSV text. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsActivity: build.query<ActivityReply, ActivityArgs>({
      query: ({ siteId, query }) => `/sites/${enc(siteId)}/activity${activityQueryString(query)}`,
      providesTags: ['History'],
    }),
    settingsActivityCsv: build.query<string, ActivityArgs>({
      query: ({ siteId, query }) => ({
        url: `/sites/${enc(siteId)}/activity/csv${activityQueryString(query)}`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
    settingsSchedules: build.query<Schedule[], string>({
      query: (siteId) => `/sites/${enc(siteId)}/schedules`,
      transformResponse: (reply: SchedulesReply) => reply.schedules,
      providesTags: ['History'],
    }),
    settingsScheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({
        url: `/sites/${enc(siteId)}/schedules/${enc(scheduleId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['History'],
    }),
    settingsScheduleMove: build.mutation<Schedule, { siteId: string; scheduleId: string; at: string }>({
      query: ({ siteId, scheduleId, at }) => ({
        url: `/sites/${enc(siteId)}/schedules/${enc(scheduleId)}`,
        method: 'PATCH',
        body: { at },
      }),
      invalidatesTags: ['History'],
    }),
    /** The site as it will be at a time (editors; never cached). */
    settingsSchedulePreview: build.query<SchedulePreviewReply, { siteId: string; at: string }>({
      query: ({ siteId, at }) => `/sites/${enc(siteId)}/schedules/preview?at=${enc(at)}`,
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
  useSettingsScheduleMoveMutation,
  useSettingsSchedulePreviewQuery,
} = activityApi;
