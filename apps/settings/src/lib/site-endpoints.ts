import type { Site, SitePatch } from '@laurel/domain';
import { api } from '@laurel/api-client';

const enc = encodeURIComponent;

/** The site patch every settings page saves with (PATCH /sites/{siteId}); the reply replaces the cached styling. */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsPatchSite: build.mutation<Site, { siteId: string; patch: SitePatch }>({
      query: ({ siteId, patch }) => ({ url: `/sites/${enc(siteId)}`, method: 'PATCH', body: patch }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
  }),
});

export const { useSettingsPatchSiteMutation } = siteSettingsApi;
