import { MESSAGES, type TwitterConfirmBody, type TwitterConfirmReply } from '@laurel/domain';
// The package's own name, not a relative path: this file is the `@laurel/api-client/twitter` entry, bundled by
// the app that imports it, and must inject into the one shared `api` slice.
import { api, publicApi } from '@laurel/api-client';

const enc = encodeURIComponent;

export type TwitterConfirmArgs = TwitterConfirmBody & { siteId: string; buttonId: string };

/**
 * Confirming a Twitter button's username (admin, SPEC §4/§8). The server checks the account with the X API
 * and marks the button confirmed; on failure the button's posts held in this page are cleared and the error
 * is logged. `twitterConfirmMessage` gives the words to show: 'Success!' or 'Error confirming username'.
 */
export const twitterApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmTwitter: build.mutation<TwitterConfirmReply, TwitterConfirmArgs>({
      query: ({ siteId, buttonId, username }) => ({
        url: `/sites/${enc(siteId)}/home-buttons/${enc(buttonId)}/twitter/confirm`,
        method: 'POST',
        body: { username },
      }),
      invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'Site', id: siteId }]),
      async onQueryStarted({ siteId, buttonId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (err) {
          console.error(MESSAGES.twitterConfirmError, (err as { error?: unknown }).error ?? err);
          for (const cms of [undefined, true]) {
            const args = { siteId, buttonId, ...(cms ? { cms } : {}) };
            dispatch(publicApi.util.updateQueryData('getTweets', args, () => []));
          }
        }
      },
    }),
  }),
});

export const twitterConfirmMessage = (ok: boolean): string =>
  ok ? MESSAGES.twitterConfirmSuccess : MESSAGES.twitterConfirmError;

export const { useConfirmTwitterMutation } = twitterApi;
