import type { ScreenAlerts, ScreenAlertsReply, ScreensReply } from '@laurel/domain';
import { api } from '@laurel/api-client';

const enc = encodeURIComponent;
const screensTag = (siteId: string) => [{ type: 'CastScreen' as const, id: `HEALTH-${siteId}` }];
const alertsTag = (siteId: string) => [{ type: 'Site' as const, id: `ALERTS-${siteId}` }];

/** Every screen's health, and the offline-alert settings (GET/PUT /sites/{id}/screen-alerts). */
export const screenHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetScreens: build.query<ScreensReply, string>({
      query: (siteId) => `/sites/${enc(siteId)}/screens`,
      providesTags: (_r, _e, siteId) => screensTag(siteId),
    }),
    settingsForgetScreen: build.mutation<void, { siteId: string; screenId: string }>({
      query: ({ siteId, screenId }) => ({ url: `/sites/${enc(siteId)}/screens/${enc(screenId)}`, method: 'DELETE' }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : screensTag(siteId)),
    }),
    settingsGetScreenAlerts: build.query<ScreenAlertsReply, string>({
      query: (siteId) => `/sites/${enc(siteId)}/screen-alerts`,
      providesTags: (_r, _e, siteId) => alertsTag(siteId),
    }),
    settingsSaveScreenAlerts: build.mutation<ScreenAlertsReply, { siteId: string; alerts: ScreenAlerts }>({
      query: ({ siteId, alerts }) => ({ url: `/sites/${enc(siteId)}/screen-alerts`, method: 'PUT', body: alerts }),
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
