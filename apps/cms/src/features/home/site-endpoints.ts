import { api } from '@laurel/api-client';
import type { HomeButtonsInputSchema, Site, SitePatchSchema } from '@laurel/domain';
import type { Static } from '@sinclair/typebox';
import { sitePath } from '../content/api/paths';

export type SitePatch = Static<typeof SitePatchSchema>;
export type HomeButtonsInput = Static<typeof HomeButtonsInputSchema>;

/**
 * Home page settings (names prefixed `home`): the site patch (media as ids), the home buttons through their
 * own action (SPEC §5: never by the generic site save) and the Twitter username confirmation.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homePatchSite: build.mutation<Site, { siteId: string; patch: SitePatch }>({
      query: ({ siteId, patch }) => ({ url: sitePath(siteId), method: 'PATCH', body: patch }),
    }),
    homeSaveButtons: build.mutation<Site, { siteId: string; homeButtons: HomeButtonsInput['homeButtons'] }>({
      query: ({ siteId, homeButtons }) => ({
        url: sitePath(siteId, 'home-buttons'),
        method: 'PUT',
        body: { homeButtons },
      }),
    }),
    homeConfirmTwitter: build.mutation<
      { confirmed: boolean; username: string },
      { siteId: string; buttonId: string; username: string }
    >({
      query: ({ siteId, buttonId, username }) => ({
        url: sitePath(siteId, 'home-buttons', buttonId, 'twitter', 'confirm'),
        method: 'POST',
        body: { username },
      }),
      // SPEC §8 has its own words for a failed confirmation ('Error confirming username').
      extraOptions: { save: false },
      invalidatesTags: (_r, _e, { siteId }) => [{ type: 'Site', id: siteId }],
    }),
  }),
});
