import { apiUrl, type BodyOf, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

const screensTag = (siteId: string) => [{ type: 'CastScreen' as const, id: `HEALTH-${siteId}` }];
const alertsTag = (siteId: string) => [{ type: 'Site' as const, id: `ALERTS-${siteId}` }];

/** Every screen's health, and the offline-alert settings (GET/PUT /sites/{id}/screen-alerts). */
export const screenHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetScreens: build.query<ReplyOf<'GET /sites/:siteId/screens'>, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/screens', { siteId }),
      providesTags: (_r, _e, siteId) => screensTag(siteId),
    }),
    settingsForgetScreen: build.mutation<void, { siteId: string; screenId: string }>({
      query: ({ siteId, screenId }) => ({
        url: apiUrl('DELETE /sites/:siteId/screens/:screenId', { siteId, screenId }),
        method: 'DELETE',
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : screensTag(siteId)),
    }),
    settingsGetScreenAlerts: build.query<ReplyOf<'GET /sites/:siteId/screen-alerts'>, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/screen-alerts', { siteId }),
      providesTags: (_r, _e, siteId) => alertsTag(siteId),
    }),
    settingsSaveScreenAlerts: build.mutation<
      ReplyOf<'PUT /sites/:siteId/screen-alerts'>,
      { siteId: string; alerts: BodyOf<'PUT /sites/:siteId/screen-alerts'> }
    >({
      query: ({ siteId, alerts }) => ({
        url: apiUrl('PUT /sites/:siteId/screen-alerts', { siteId }),
        method: 'PUT',
        body: alerts,
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : alertsTag(siteId)),
    }),
  }),
});

export const {
  useSettingsGetScreensQuery,
  useSettingsForgetScreenMutation,
  useSettingsGetScreenAlertsQuery,
  useSettingsSaveScreenAlertsMutation,
} = screenHealthApi;
