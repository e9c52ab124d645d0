import { api } from '@laurel/api-client';
import { apiUrl, type Entry } from '@laurel/domain';
import type { CardKind } from '@laurel/ui/edit-slots';

export interface MoveDestination {
  _id: string;
  categoryName: string;
  /** Breadcrumb of names, e.g. "Hall of Fame / 1970s". */
  path: string;
  depth: number;
}

const STRUCTURE = ['CategoryTree', 'Category', 'Entry', 'SearchOptions'] as const;
const documentType = (kind: CardKind) => (kind === 'entry' ? 'entry' : 'category');

/** Move and copy of selected cards (names prefixed `selection`). */
export const selectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectionMoveDestinations: build.query<MoveDestination[], { siteId: string; kind: CardKind }>({
      query: ({ siteId, kind }) =>
        `${apiUrl('GET /sites/:siteId/move-destinations', { siteId })}?documentType=${documentType(kind)}`,
      transformResponse: (reply: { destinations: MoveDestination[] }) => reply.destinations,
      providesTags: ['CategoryTree'],
    }),
    selectionMove: build.mutation<
      { moved: number },
      { siteId: string; kind: CardKind; destination: string | null; ids: string[] }
    >({
      query: ({ siteId, kind, destination, ids }) =>
        kind === 'entry'
          ? {
              url: apiUrl('POST /sites/:siteId/entries/move', { siteId }),
              method: 'POST',
              body: { destination, entryIds: ids },
            }
          : {
              url: apiUrl('POST /sites/:siteId/categories/move', { siteId }),
              method: 'POST',
              body: { destination, categoryIds: ids },
            },
      invalidatesTags: [...STRUCTURE],
    }),
    selectionCopyEntries: build.mutation<{ entries: Entry[] }, { siteId: string; destination: string; ids: string[] }>({
      query: ({ siteId, destination, ids }) => ({
        url: apiUrl('POST /sites/:siteId/entries/bulk-copy', { siteId }),
        method: 'POST',
        body: { destination, items: ids },
      }),
      invalidatesTags: [...STRUCTURE],
    }),
  }),
});
