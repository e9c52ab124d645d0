import { apiUrl, type BodyOf, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

/** The site patch every settings page saves with (PATCH /sites/{siteId}); the reply replaces the cached styling. */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsPatchSite: build.mutation<
      ReplyOf<'PATCH /sites/:siteId'>,
      { siteId: string; patch: BodyOf<'PATCH /sites/:siteId'> }
    >({
      query: ({ siteId, patch }) => ({ url: apiUrl('PATCH /sites/:siteId', { siteId }), method: 'PATCH', body: patch }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
  }),
});

export const { useSettingsPatchSiteMutation } = siteSettingsApi;
