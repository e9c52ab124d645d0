import { api } from '@laurel/api-client';
import type { Static } from '@sinclair/typebox';
import {
  apiUrl,
  type Category,
  type CategoryLayout,
  type CategoryPatchSchema,
  type Entry,
  type EntryInputSchema,
} from '@laurel/domain';

export type EntryInput = Static<typeof EntryInputSchema>;
export type CategoryPatch = Static<typeof CategoryPatchSchema>;

/** Reads that show folders and entries: refetched after a change of structure (add, delete, move, order). */
const STRUCTURE = ['CategoryTree', 'Category', 'Entry', 'SearchOptions'] as const;

/**
 * The content writes of docs/api.md the in-page editor uses (names prefixed `content`). Field edits update
 * the store first (features/content/cache.ts) and need no refetch; structural changes refetch the lists.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentCreateCategory: build.mutation<
      Category,
      { siteId: string; categoryName?: string; layout?: CategoryLayout; parentCategoryID?: string | null }
    >({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/categories', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: [...STRUCTURE],
    }),
    contentPatchCategory: build.mutation<
      Category,
      { siteId: string; id: string; patch: CategoryPatch; refetch?: boolean }
    >({
      query: ({ siteId, id, patch }) => ({
        url: apiUrl('PATCH /sites/:siteId/categories/:categoryId', { siteId, categoryId: id }),
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: (_r, _e, { refetch, id }) => (refetch ? ['CategoryTree', { type: 'Category', id }] : []),
    }),
    contentSwitchCategoryType: build.mutation<Category, { siteId: string; id: string; layout: CategoryLayout }>({
      query: ({ siteId, id, layout }) => ({
        url: apiUrl('POST /sites/:siteId/categories/:categoryId/switch-type', { siteId, categoryId: id }),
        method: 'POST',
        body: { layout },
      }),
      invalidatesTags: [...STRUCTURE],
    }),
    contentDeleteCategory: build.mutation<void, { siteId: string; id: string }>({
      query: ({ siteId, id }) => ({
        url: apiUrl('DELETE /sites/:siteId/categories/:categoryId', { siteId, categoryId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: [...STRUCTURE, 'Site', 'RecentlyDeleted'],
    }),
    contentCopyStructure: build.mutation<
      { category: Category },
      { siteId: string; targetCategoryId: string; routeName: string; categoryId?: string | null }
    >({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/categories/copy-structure', { siteId }),
        method: 'POST',
        body,
      }),
      // SPEC §8 has its own words for a failed copy, shown by the caller instead of 'Error while saving'.
      extraOptions: { save: false },
      invalidatesTags: [...STRUCTURE],
    }),
    contentCreateEntry: build.mutation<Entry, { siteId: string; categoryId: string; entry: EntryInput }>({
      query: ({ siteId, categoryId, entry }) => ({
        url: apiUrl('POST /sites/:siteId/categories/:categoryId/entries', { siteId, categoryId }),
        method: 'POST',
        body: entry,
      }),
      invalidatesTags: [...STRUCTURE],
    }),
    contentPatchEntry: build.mutation<
      Entry,
      { siteId: string; entry: Pick<Entry, '_id' | 'categoryID' | 'path'>; patch: EntryInput; refetch?: boolean }
    >({
      query: ({ siteId, entry, patch }) => ({
        url: apiUrl('PATCH /sites/:siteId/entries/:entryId', { siteId, entryId: entry._id }),
        method: 'PATCH',
        body: { categoryID: entry.categoryID, path: entry.path, patch },
      }),
      invalidatesTags: (_r, _e, { refetch, entry }) =>
        refetch ? ['CategoryTree', { type: 'Entry', id: entry._id }] : [],
    }),
    contentDeleteEntry: build.mutation<void, { siteId: string; id: string }>({
      query: ({ siteId, id }) => ({
        url: apiUrl('DELETE /sites/:siteId/entries/:entryId', { siteId, entryId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: [...STRUCTURE, 'RecentlyDeleted'],
    }),
  }),
});

export const {
  useContentCreateCategoryMutation,
  useContentPatchCategoryMutation,
  useContentSwitchCategoryTypeMutation,
  useContentDeleteCategoryMutation,
  useContentCopyStructureMutation,
  useContentCreateEntryMutation,
  useContentPatchEntryMutation,
  useContentDeleteEntryMutation,
} = contentApi;
