import { api } from '@laurel/api-client';
import {
  apiUrl,
  type Schedule,
  type ScheduleBody,
  type ScheduleHomeBody,
  type ScheduleManyBody,
  type SchedulesReply,
} from '@laurel/domain';

/** Scheduled publishing: the site's pending schedules, adding (one item, many, a Home change), cancelling. */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    scheduleList: build.query<Schedule[], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/schedules', { siteId }),
      transformResponse: (reply: SchedulesReply) => reply.schedules,
      providesTags: ['History'],
    }),
    scheduleAdd: build.mutation<Schedule, { siteId: string } & ScheduleBody>({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/schedules', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['History'],
    }),
    scheduleAddMany: build.mutation<Schedule, { siteId: string } & ScheduleManyBody>({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/schedules/many', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['History'],
    }),
    scheduleAddHome: build.mutation<Schedule, { siteId: string } & ScheduleHomeBody>({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/schedules/home', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['History'],
    }),
    scheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({
        url: apiUrl('DELETE /sites/:siteId/schedules/:scheduleId', { siteId, scheduleId }),
        method: 'DELETE',
      }),
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
