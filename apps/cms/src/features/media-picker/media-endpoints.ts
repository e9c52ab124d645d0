import { api } from '@laurel/api-client';
import { MEDIA_PAGE_SIZE, type MediaItem } from '@laurel/domain';
import { sitePath } from '../content/api/paths';

export interface MediaPage {
  media: MediaItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The media library calls the picker needs (names prefixed `media`); the media library page reuses them. */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mediaSearch: build.query<MediaPage, { siteId: string; text: string; page: number }>({
      query: ({ siteId, text, page }) =>
        `${sitePath(siteId, 'media')}?page=${page}&limit=${MEDIA_PAGE_SIZE}&hideInDAM=false${text ? `&text=${encodeURIComponent(text)}` : ''}`,
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
        return { url: sitePath(siteId, 'media'), method: 'POST', body };
      },
      invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
    }),
    mediaSetFocalPoint: build.mutation<MediaItem, { siteId: string; id: string; focalPoint: { x: number; y: number } }>(
      {
        query: ({ siteId, id, focalPoint }) => ({
          url: sitePath(siteId, 'media', id),
          method: 'PATCH',
          body: { metadata: { focalPoint } },
        }),
        invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Media', id: `LIST-${siteId}` }],
      },
    ),
  }),
});
