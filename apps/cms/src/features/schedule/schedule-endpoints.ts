import { api } from '@laurel/api-client';
import type { Schedule, ScheduleBody, SchedulesReply } from '@laurel/domain';
import { sitePath } from '../../lib/content/api/paths';

/** Scheduled publishing: the site's pending schedules, adding one, cancelling one (names prefixed `schedule`). */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    scheduleList: build.query<Schedule[], string>({
      query: (siteId) => sitePath(siteId, 'schedules'),
      transformResponse: (reply: SchedulesReply) => reply.schedules,
      providesTags: ['History'],
    }),
    scheduleAdd: build.mutation<Schedule, { siteId: string } & ScheduleBody>({
      query: ({ siteId, ...body }) => ({ url: sitePath(siteId, 'schedules'), method: 'POST', body }),
      invalidatesTags: ['History'],
    }),
    scheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({ url: sitePath(siteId, 'schedules', scheduleId), method: 'DELETE' }),
      invalidatesTags: ['History'],
    }),
  }),
});

export const { useScheduleListQuery, useScheduleAddMutation, useScheduleCancelMutation } = scheduleApi;
