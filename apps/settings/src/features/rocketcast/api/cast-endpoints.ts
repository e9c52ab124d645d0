import { apiUrl, type CastScreen, type CastScreenConfig, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

const list = (siteId: string) => [{ type: 'CastScreen' as const, id: `LIST-${siteId}` }];

export interface CastScreenInput {
  name?: string;
  categoryIds?: string[];
  config?: Partial<CastScreenConfig>;
}

/** SPEC §7 fetchAllScreens, and creating, changing and deleting a site's cast screens. */
export const castScreensApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsGetCastScreens: build.query<CastScreen[], string>({
      query: (siteId) => apiUrl('GET /sites/:siteId/cast-screens', { siteId }),
      transformResponse: (reply: ReplyOf<'GET /sites/:siteId/cast-screens'>) => reply.screens,
      providesTags: (_r, _e, siteId) => list(siteId),
    }),
    settingsCreateCastScreen: build.mutation<CastScreen, { siteId: string; input: CastScreenInput }>({
      query: ({ siteId, input }) => ({
        url: apiUrl('POST /sites/:siteId/cast-screens', { siteId }),
        method: 'POST',
        body: input,
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : list(siteId)),
    }),
    settingsPatchCastScreen: build.mutation<CastScreen, { siteId: string; screenId: string; input: CastScreenInput }>({
      query: ({ screenId, input }) => ({
        url: apiUrl('PATCH /cast-screens/:screenId', { screenId }),
        method: 'PATCH',
        body: input,
      }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId, screenId }) =>
        error ? [] : [...list(siteId), { type: 'CastScreen', id: screenId }],
    }),
    settingsDeleteCastScreen: build.mutation<void, { siteId: string; screenId: string }>({
      query: ({ screenId }) => ({ url: apiUrl('DELETE /cast-screens/:screenId', { screenId }), method: 'DELETE' }),
      extraOptions: { inlineClientErrors: true },
      invalidatesTags: (_r, error, { siteId }) =>
        error ? [] : [...list(siteId), { type: 'RecentlyDeleted', id: siteId }],
    }),
  }),
});

export const {
  useSettingsGetCastScreensQuery,
  useSettingsCreateCastScreenMutation,
  useSettingsPatchCastScreenMutation,
  useSettingsDeleteCastScreenMutation,
} = castScreensApi;
