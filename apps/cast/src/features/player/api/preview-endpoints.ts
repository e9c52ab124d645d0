import type { CastScreenReply } from '@laurel/api-client';
import { api } from '@laurel/api-client';
import { apiUrl } from '@laurel/domain';

/** The screen read with unsaved folders (GET /cast-screens/{id}?categoryIds=…), for the settings preview only. */
export const castPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    castPreviewScreen: build.query<CastScreenReply, { screenId: string; categoryIds: string[] }>({
      query: ({ screenId, categoryIds }) => ({
        url: apiUrl('GET /cast-screens/:screenId', { screenId }),
        params: { categoryIds: categoryIds.join(',') },
      }),
    }),
  }),
});

export const { useCastPreviewScreenQuery } = castPreviewApi;
