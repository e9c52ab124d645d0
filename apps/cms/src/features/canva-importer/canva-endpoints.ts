import { api } from '@laurel/api-client';
import {
  apiUrl,
  type CanvaConnectReply,
  type CanvaDesignsReply,
  type CanvaFinishBody,
  type CanvaFormatsReply,
  type CanvaImport,
  type CanvaImportBody,
  type CanvaImportsReply,
  type CanvaStatus,
} from '@laurel/domain';

const STATUS = [{ type: 'Canva' as const, id: 'STATUS' }];
const DESIGNS = [{ type: 'Canva' as const, id: 'DESIGNS' }];
const IMPORTS = [{ type: 'Canva' as const, id: 'IMPORTS' }];
/** The page shows Canva's refusals itself (not the 'Error while saving' popup, not the saving flag). */
const own = { save: false };

/**
 * The Canva importer's calls (names prefixed `canva`): the admin's connection, their designs and a design's
 * formats, and imports into the media library (each read of an import moves it on, so the page polls it).
 */
export const canvaApi = api.injectEndpoints({
  endpoints: (build) => ({
    canvaStatus: build.query<CanvaStatus, string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/canva', { siteId }),
      providesTags: STATUS,
    }),
    canvaConnect: build.mutation<CanvaConnectReply, string>({
      query: (siteId) => ({ url: apiUrl('POST /sites/:siteId/canva/connect', { siteId }), method: 'POST' }),
      extraOptions: own,
    }),
    canvaFinish: build.mutation<CanvaStatus, { siteId: string; body: CanvaFinishBody }>({
      query: ({ siteId, body }) => ({
        url: apiUrl('POST /sites/:siteId/canva/connect/finish', { siteId }),
        method: 'POST',
        body,
      }),
      extraOptions: own,
      invalidatesTags: [...STATUS, ...DESIGNS],
    }),
    canvaDisconnect: build.mutation<CanvaStatus, string>({
      query: (siteId) => ({ url: apiUrl('DELETE /sites/:siteId/canva/connection', { siteId }), method: 'DELETE' }),
      extraOptions: own,
      invalidatesTags: [...STATUS, ...DESIGNS],
    }),
    canvaDesigns: build.query<CanvaDesignsReply, { siteId: string; query: string; continuation: string | null }>({
      query: ({ siteId, query, continuation }) => {
        return apiUrl('GET /sites/:siteId/canva/designs', { siteId }, { query: query || undefined, continuation });
      },
      providesTags: DESIGNS,
      // Canva's thumbnail addresses last a few minutes: read again rather than keep old ones.
      keepUnusedDataFor: 60,
    }),
    canvaFormats: build.query<CanvaFormatsReply, { siteId: string; designId: string }>({
      query: ({ siteId, designId }) =>
        apiUrl('GET /sites/:siteId/canva/designs/:designId/formats', { siteId, designId }),
    }),
    canvaStartImport: build.mutation<CanvaImport, { siteId: string; body: CanvaImportBody }>({
      query: ({ siteId, body }) => ({
        url: apiUrl('POST /sites/:siteId/canva/imports', { siteId }),
        method: 'POST',
        body,
      }),
      extraOptions: own,
      invalidatesTags: IMPORTS,
    }),
    canvaImports: build.query<CanvaImportsReply['imports'], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/canva/imports', { siteId }),
      transformResponse: (reply: CanvaImportsReply) => reply.imports,
      providesTags: IMPORTS,
    }),
    canvaImport: build.query<CanvaImport, { siteId: string; importId: string }>({
      query: ({ siteId, importId }) => apiUrl('GET /sites/:siteId/canva/imports/:importId', { siteId, importId }),
      keepUnusedDataFor: 0,
      // When it finishes, the library's lists show the new items and the recent imports its end.
      async onQueryStarted({ siteId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && (data.state === 'done' || data.state === 'failed'))
          dispatch(api.util.invalidateTags([{ type: 'Media', id: `LIST-${siteId}` }, ...IMPORTS]));
      },
    }),
  }),
});

/** The API's message of a failed call, or `fallback`. */
export const messageOf = (err: unknown, fallback: string): string =>
  (err as { data?: { message?: string } } | undefined)?.data?.message ?? fallback;
