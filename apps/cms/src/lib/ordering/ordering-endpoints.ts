import { api } from '@laurel/api-client';
import { sitePath } from '../content/api/paths';

/** Saving a new order (names prefixed `ordering`): entries of a folder, sub-folders, top-level folders. */
export const orderingApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderingSetEntries: build.mutation<unknown, { siteId: string; categoryId: string; ids: string[] }>({
      query: ({ siteId, categoryId, ids }) => ({
        url: sitePath(siteId, 'categories', categoryId, 'entries'),
        method: 'PUT',
        body: { entryIds: ids },
      }),
    }),
    orderingSetSubFolders: build.mutation<unknown, { siteId: string; categoryId: string; ids: string[] }>({
      query: ({ siteId, categoryId, ids }) => ({
        url: sitePath(siteId, 'categories', categoryId),
        method: 'PATCH',
        body: { categories: ids },
      }),
    }),
    orderingSetTopLevel: build.mutation<unknown, { siteId: string; ids: string[] }>({
      query: ({ siteId, ids }) => ({
        url: sitePath(siteId, 'categories', 'order'),
        method: 'PUT',
        body: { categoryIds: ids },
      }),
    }),
  }),
});
