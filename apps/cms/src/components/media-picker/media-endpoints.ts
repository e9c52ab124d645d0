import { api } from '@laurel/api-client';
import { apiUrl, MEDIA_PAGE_SIZE, type MediaItem, type MediaSearchMode } from '@laurel/domain';

export interface MediaPage {
  media: MediaItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  /** How the search was answered (by words or by meaning). */
  search?: MediaSearchMode;
}

/** What a photo picker lists (a PDF is only ever a flipbook). */
export const PHOTO_TYPES = 'image';

/** The media library calls the picker needs (names prefixed `media`); the media library page reuses them. */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mediaSearch: build.query<MediaPage, { siteId: string; text: string; page: number; type?: string }>({
      query: ({ siteId, text, page, type }) =>
        apiUrl(
          'GET /sites/:siteId/media',
          { siteId },
          { page, limit: MEDIA_PAGE_SIZE, hideInDAM: 'false', text: text || undefined, type: type ?? PHOTO_TYPES },
        ),
      providesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
    }),
    mediaUpload: build.mutation<
      MediaItem,
      {
        siteId: string;
        /** The folder it is uploaded into (required of an editor limited to folders). */
        categoryId?: string;
        file: Blob;
        name: string;
        description?: string;
        focalPoint?: { x: number; y: number };
      }
    >({
      query: ({ siteId, categoryId, file, name, description, focalPoint }) => {
        const body = new FormData();
        // Text fields first: the API reads them before the file (docs/api.md).
        if (categoryId) body.append('categoryID', categoryId);
        if (description) body.append('description', description);
        if (focalPoint) body.append('focalPoint', `${focalPoint.x.toFixed(1)},${focalPoint.y.toFixed(1)}`);
        body.append('file', file, name);
        return { url: apiUrl('POST /sites/:siteId/media', { siteId }), method: 'POST', body };
      },
      // The picker and the flipbook field show the API's words for a refused file (type, size) next to it.
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
    }),
    mediaSetFocalPoint: build.mutation<MediaItem, { siteId: string; id: string; focalPoint: { x: number; y: number } }>(
      {
        query: ({ siteId, id, focalPoint }) => ({
          url: apiUrl('PATCH /sites/:siteId/media/:mediaId', { siteId, mediaId: id }),
          method: 'PATCH',
          body: { metadata: { focalPoint } },
        }),
        invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
      },
    ),
  }),
});
