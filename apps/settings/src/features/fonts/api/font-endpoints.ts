import { apiUrl, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

/** Uploaded fonts of a site (POST/DELETE /sites/{siteId}/custom-fonts…); both reply with the updated site. */
export const fontsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsUploadCustomFont: build.mutation<
      ReplyOf<'POST /sites/:siteId/custom-fonts'>,
      { siteId: string; file: File }
    >({
      query: ({ siteId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: apiUrl('POST /sites/:siteId/custom-fonts', { siteId }), method: 'POST', body };
      },
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
    settingsDeleteCustomFont: build.mutation<
      ReplyOf<'DELETE /sites/:siteId/custom-fonts/:file'>,
      { siteId: string; file: string }
    >({
      query: ({ siteId, file }) => ({
        url: apiUrl('DELETE /sites/:siteId/custom-fonts/:file', { siteId, file }),
        method: 'DELETE',
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
    }),
  }),
});

export const { useSettingsUploadCustomFontMutation, useSettingsDeleteCustomFontMutation } = fontsApi;
