import { api } from '@laurel/api-client';
import { apiUrl, type Schedule, type ScheduleBody, type SchedulesReply } from '@laurel/domain';

/** Scheduled publishing: the site's pending schedules, adding one, cancelling one (names prefixed `schedule`). */
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
    scheduleCancel: build.mutation<void, { siteId: string; scheduleId: string }>({
      query: ({ siteId, scheduleId }) => ({
        url: apiUrl('DELETE /sites/:siteId/schedules/:scheduleId', { siteId, scheduleId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['History'],
    }),
  }),
});

export const { useScheduleListQuery, useScheduleAddMutation, useScheduleCancelMutation } = scheduleApi;
