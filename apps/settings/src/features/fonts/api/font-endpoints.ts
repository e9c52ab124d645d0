import type { Site } from '@laurel/domain';
import { api } from '@laurel/api-client';

const enc = encodeURIComponent;

/** Uploaded fonts of a site (POST/DELETE /sites/{siteId}/custom-fonts…); both reply with the updated site. */
export const fontsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsUploadCustomFont: build.mutation<Site, { siteId: string; file: File }>({
      query: ({ siteId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/sites/${enc(siteId)}/custom-fonts`, method: 'POST', body };
      },
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
    settingsDeleteCustomFont: build.mutation<Site, { siteId: string; file: string }>({
      query: ({ siteId, file }) => ({ url: `/sites/${enc(siteId)}/custom-fonts/${enc(file)}`, method: 'DELETE' }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
  }),
});

export const { useSettingsUploadCustomFontMutation, useSettingsDeleteCustomFontMutation } = fontsApi;
