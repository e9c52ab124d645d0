import type { PairedScreen, PairScreenInput } from '@laurel/domain';
import { api } from '@laurel/api-client';

const enc = encodeURIComponent;

/** POST /sites/{id}/screen-pairings: an admin enters the code a new TV or kiosk shows (issue 24). */
export const pairingApi = api.injectEndpoints({
  endpoints: (build) => ({
    settingsPairScreen: build.mutation<PairedScreen, { siteId: string; input: PairScreenInput }>({
      query: ({ siteId, input }) => ({ url: `/sites/${enc(siteId)}/screen-pairings`, method: 'POST', body: input }),
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
