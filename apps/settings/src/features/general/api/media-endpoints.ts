import { apiUrl, MEDIA_PAGE_SIZE, type MediaItem, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

export interface MediaPage {
  media: MediaItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The media library's images for picking a logo, background or sponsor image (GET /sites/{siteId}/media). */
export const settingsMediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsSearchMedia: build.query<MediaPage, { siteId: string; page: number; text: string }>({
      query: ({ siteId, page, text }) => ({
        url: apiUrl('GET /sites/:siteId/media', { siteId }),
        params: { page, limit: MEDIA_PAGE_SIZE, hideInDAM: false, ...(text.trim() ? { text: text.trim() } : {}) },
      }),
      providesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
    }),
    /** The media library's upload (POST /sites/{siteId}/media, one file): the new image, then in the library. */
    settingsUploadMedia: build.mutation<ReplyOf<'POST /sites/:siteId/media'>, { siteId: string; file: File }>({
      query: ({ siteId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: apiUrl('POST /sites/:siteId/media', { siteId }), method: 'POST', body };
      },
      invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
    }),
  }),
});

export const { useSettingsSearchMediaQuery, useSettingsUploadMediaMutation } = settingsMediaApi;

/** The image types the API's upload accepts (services/api media-service). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
