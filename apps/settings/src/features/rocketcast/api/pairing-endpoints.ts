import { apiUrl, type BodyOf, type ReplyOf } from '@laurel/domain';
import { api } from '@laurel/api-client';

/** POST /sites/{id}/screen-pairings: an admin enters the code a new TV or kiosk shows (issue 24). */
export const pairingApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsPairScreen: build.mutation<
      ReplyOf<'POST /sites/:siteId/screen-pairings'>,
      { siteId: string; input: BodyOf<'POST /sites/:siteId/screen-pairings'> }
    >({
      query: ({ siteId, input }) => ({
        url: apiUrl('POST /sites/:siteId/screen-pairings', { siteId }),
        method: 'POST',
        body: input,
      }),
      extraOptions: { inlineClientErrors: true },
      // The cast screens and the screen health list both gain the screen.
      invalidatesTags: (_r, error, { siteId }) =>
        error
          ? []
          : [
              { type: 'CastScreen', id: `LIST-${siteId}` },
              { type: 'CastScreen', id: `HEALTH-${siteId}` },
            ],
    }),
  }),
});

export const { useSettingsPairScreenMutation } = pairingApi;
