import { api } from '@laurel/api-client';
import {
  apiUrl,
  type Schedule,
  type ScheduleBody,
  type ScheduleChangeBody,
  type ScheduleHomeBody,
  type ScheduleManyBody,
  type SchedulesReply,
} from '@laurel/domain';

/** Scheduled publishing: the site's pending schedules, adding (one item, many, a Home change), changing, cancelling. */
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
    /** A pending schedule's new time and/or action ("Now inducted" included). */
    scheduleChange: build.mutation<Schedule, { siteId: string; scheduleId: string } & ScheduleChangeBody>({
      query: ({ siteId, scheduleId, ...body }) => ({
        url: apiUrl('PATCH /sites/:siteId/schedules/:scheduleId', { siteId, scheduleId }),
        method: 'PATCH',
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
  useScheduleChangeMutation,
} = scheduleApi;
