import { api, publicApi } from '@laurel/api-client';
import {
  apiUrl,
  MESSAGES,
  type HomeButtonsInputSchema,
  type Site,
  type SitePatchSchema,
  type TwitterConfirmBody,
  type TwitterConfirmReply,
  type TwitterFeedStatus,
} from '@laurel/domain';
import type { Static } from '@sinclair/typebox';

export type SitePatch = Static<typeof SitePatchSchema>;
export type HomeButtonsInput = Static<typeof HomeButtonsInputSchema>;

/**
 * Home page settings (names prefixed `home`): the site patch (media as ids), the home buttons through their
 * own action (SPEC §5: never by the generic site save) and the Twitter username confirmation.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Why a Twitter button's feed could not be read the last time (admins); refetched when the site changes. */
    homeTwitterStatus: build.query<TwitterFeedStatus, { siteId: string; buttonId: string }>({
      query: ({ siteId, buttonId }) =>
        apiUrl('GET /sites/:siteId/home-buttons/:buttonId/twitter/status', { siteId, buttonId }),
      providesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
    homePatchSite: build.mutation<Site, { siteId: string; patch: SitePatch }>({
      query: ({ siteId, patch }) => ({ url: apiUrl('PATCH /sites/:siteId', { siteId }), method: 'PATCH', body: patch }),
    }),
    homeSaveButtons: build.mutation<Site, { siteId: string; homeButtons: HomeButtonsInput['homeButtons'] }>({
      query: ({ siteId, homeButtons }) => ({
        url: apiUrl('PUT /sites/:siteId/home-buttons', { siteId }),
        method: 'PUT',
        body: { homeButtons },
      }),
    }),
    homeConfirmTwitter: build.mutation<TwitterConfirmReply, TwitterConfirmBody & { siteId: string; buttonId: string }>({
      query: ({ siteId, buttonId, username }) => ({
        url: apiUrl('POST /sites/:siteId/home-buttons/:buttonId/twitter/confirm', { siteId, buttonId }),
        method: 'POST',
        body: { username },
      }),
      // SPEC §8 has its own words for a failed confirmation ('Error confirming username').
      extraOptions: { save: false },
      // A failure leaves the site as it was (refetching would bring the cleared posts back from the cache).
      invalidatesTags: (r, _e, { siteId }) => (r?.confirmed ? [{ type: 'Site', id: siteId }] : []),
      // SPEC §5: a failed confirmation clears the posts this page holds for that button, and is logged.
      async onQueryStarted({ siteId, buttonId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.confirmed) return;
          console.error(MESSAGES.twitterConfirmError, data);
        } catch (err) {
          console.error(MESSAGES.twitterConfirmError, (err as { error?: unknown }).error ?? err);
        }
        for (const args of [
          { siteId, buttonId },
          { siteId, buttonId, cms: true },
        ])
          dispatch(publicApi.util.updateQueryData('getTweets', args, () => []));
      },
    }),
  }),
});
