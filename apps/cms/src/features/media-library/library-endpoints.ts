import { api } from '@laurel/api-client';
import { apiUrl, MEDIA_PAGE_SIZE, type MediaItem, type MediaUsageReply } from '@laurel/domain';
import type { MediaPage } from '../../components/media-picker/media-endpoints';

export type LibraryView = 'all' | 'deleted';
export interface LibraryQuery {
  siteId: string;
  view: LibraryView;
  text: string;
  /** Search the text by meaning (`vectorQuery`) rather than by its words. */
  meaning: boolean;
  tags: string;
  page: number;
}
export type ExternalType = 'youtube' | 'vimeo' | 'url';

const list = (siteId: string) => [{ type: 'Media' as const, id: `LIST-${siteId}` }];

/** The media library page's calls (names prefixed `library`): search either view, patch, external media, usage. */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    librarySearch: build.query<MediaPage, LibraryQuery>({
      query: ({ siteId, view, text, meaning, tags, page }) => {
        const q = new URLSearchParams({
          page: String(page),
          limit: String(MEDIA_PAGE_SIZE),
          hideInDAM: String(view === 'deleted'),
        });
        if (text) q.set(meaning ? 'vectorQuery' : 'text', text);
        if (tags) q.set('tags', tags);
        return `${apiUrl('GET /sites/:siteId/media', { siteId })}?${q}`;
      },
      providesTags: (_r, _e, { siteId }) => list(siteId),
    }),
    libraryPatch: build.mutation<
      MediaItem,
      {
        siteId: string;
        id: string;
        hideInDAM?: boolean;
        metadata?: { name?: string; description?: string; tags?: string[] };
      }
    >({
      query: ({ siteId, id, ...body }) => ({
        url: apiUrl('PATCH /sites/:siteId/media/:mediaId', { siteId, mediaId: id }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { siteId, id }) => [...list(siteId), { type: 'Media', id }, 'RecentlyDeleted'],
    }),
    libraryAddExternal: build.mutation<
      MediaItem,
      { siteId: string; url: string; externalType: ExternalType; name: string }
    >({
      query: ({ siteId, ...body }) => ({
        url: apiUrl('POST /sites/:siteId/media/external', { siteId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { siteId }) => list(siteId),
    }),
    libraryUsage: build.query<MediaUsageReply['usedIn'], { siteId: string; id: string }>({
      query: ({ siteId, id }) => apiUrl('GET /sites/:siteId/media/:mediaId/usage', { siteId, mediaId: id }),
      transformResponse: (reply: MediaUsageReply) => reply.usedIn,
      providesTags: (_r, _e, { id }) => [{ type: 'Media', id }],
    }),
  }),
});

/** The external type a URL most likely is (the form preselects it). */
export function guessExternalType(url: string): ExternalType {
  let host = '';
  try {
    host = new URL(url.trim()).hostname.replace(/^www\./, '');
  } catch {
    return 'url';
  }
  if (host === 'youtu.be' || host.endsWith('youtube.com')) return 'youtube';
  if (host.endsWith('vimeo.com')) return 'vimeo';
  return 'url';
}

/** Tags as typed ("team, 1998 ,  gala") → a clean list. */
export const tagList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];
