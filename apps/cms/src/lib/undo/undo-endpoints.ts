import { api, type AppDispatch } from '@laurel/api-client';
import { apiUrl, type UndoDeleteBody, type UndoDeleteReply } from '@laurel/domain';

/** The toast's Undo after a delete (names prefixed `undo`): the author brings back what they just deleted. */
export const undoApi = api.injectEndpoints({
  endpoints: (build) => ({
    undoDelete: build.mutation<UndoDeleteReply, UndoDeleteBody & { siteId: string }>({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/undo-delete', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['RecentlyDeleted', 'CategoryTree', 'Category', 'Entry', 'SearchOptions', 'Site'],
    }),
  }),
});

/** Brings back deleted profiles or folders, 50 a request (the API's most), in order. */
export async function undoDeletes(
  dispatch: AppDispatch,
  siteId: string,
  documentType: UndoDeleteBody['documentType'],
  ids: readonly string[],
): Promise<void> {
  for (let i = 0; i < ids.length; i += 50)
    await dispatch(undoApi.endpoints.undoDelete.initiate({ siteId, documentType, ids: ids.slice(i, i + 50) })).unwrap();
}
