import { api } from '@laurel/api-client';
import { apiUrl } from '@laurel/domain';

/** Saving a new order (names prefixed `ordering`): entries of a folder, sub-folders, top-level folders. */
export const orderingApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderingSetEntries: build.mutation<unknown, { siteId: string; categoryId: string; ids: string[] }>({
      query: ({ siteId, categoryId, ids }) => ({
        url: apiUrl('PUT /sites/:siteId/categories/:categoryId/entries', { siteId, categoryId }),
        method: 'PUT',
        body: { entryIds: ids },
      }),
    }),
    orderingSetSubFolders: build.mutation<unknown, { siteId: string; categoryId: string; ids: string[] }>({
      query: ({ siteId, categoryId, ids }) => ({
        url: apiUrl('PATCH /sites/:siteId/categories/:categoryId', { siteId, categoryId }),
        method: 'PATCH',
        body: { categories: ids },
      }),
    }),
    orderingSetTopLevel: build.mutation<unknown, { siteId: string; ids: string[] }>({
      query: ({ siteId, ids }) => ({
        url: apiUrl('PUT /sites/:siteId/categories/order', { siteId }),
        method: 'PUT',
        body: { categoryIds: ids },
      }),
    }),
  }),
});
