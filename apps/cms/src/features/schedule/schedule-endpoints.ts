import { api } from '@laurel/api-client';
import type { Schedule, ScheduleBody, ScheduleHomeBody, ScheduleManyBody, SchedulesReply } from '@laurel/domain';
import { sitePath } from '../../lib/content/api/paths';

/** Scheduled publishing: the site's pending schedules, adding (one item, many, a Home change), cancelling. */
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
    scheduleAddMany: build.mutation<Schedule, { siteId: string } & ScheduleManyBody>({
      query: ({ siteId, ...body }) => ({ url: sitePath(siteId, 'schedules', 'many'), method: 'POST', body }),
      invalidatesTags: ['History'],
    }),
    scheduleAddHome: build.mutation<Schedule, { siteId: string } & ScheduleHomeBody>({
      query: ({ siteId, ...body }) => ({ url: sitePath(siteId, 'schedules', 'home'), method: 'POST', body }),
      invalidatesTags: ['History'],
    }),
    scheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({ url: sitePath(siteId, 'schedules', scheduleId), method: 'DELETE' }),
      invalidatesTags: ['History'],
    }),
  }),
});

export const {
  useScheduleListQuery,
  useScheduleAddMutation,
  useScheduleAddManyMutation,
  useScheduleAddHomeMutation,
  useScheduleCancelMutation,
} = scheduleApi;
