import { api } from '@laurel/api-client';
import type {
  LinkAccountsBody,
  LinkAccountsReply,
  PendingLinkReply,
  ProviderCallbackBody,
  ProviderCallbackReply,
  ProviderStartBody,
  ProviderStartReply,
  ProviderStatusReply,
} from '@laurel/domain';

/**
 * Sign-in through the OpenID Connect provider (docs/api.md "Auth and session"). The API does the code exchange
 * (PKCE) and keeps the provider's tokens; the page only carries the provider's answer from `/redirect`.
 * Injected by the sign-in screens (lazy chunks), so visitors' pages do not carry it.
 */
export const providerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProviderSignIn: build.query<ProviderStatusReply, void>({
      query: () => '/auth/oidc',
    }),
    startProviderSignIn: build.mutation<ProviderStartReply, ProviderStartBody>({
      query: (body) => ({ url: '/auth/oidc/start', method: 'POST', body }),
    }),
    finishProviderSignIn: build.mutation<ProviderCallbackReply, ProviderCallbackBody>({
      query: (body) => ({ url: '/auth/oidc/callback', method: 'POST', body }),
    }),
    getPendingLink: build.query<PendingLinkReply, void>({
      query: () => '/auth/link-accounts',
      keepUnusedDataFor: 0,
    }),
    linkAccounts: build.mutation<LinkAccountsReply, LinkAccountsBody>({
      query: (body) => ({ url: '/auth/link-accounts', method: 'POST', body }),
    }),
    cancelLink: build.mutation<void, void>({
      query: () => ({ url: '/auth/link-accounts', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetProviderSignInQuery,
  useStartProviderSignInMutation,
  useFinishProviderSignInMutation,
  useGetPendingLinkQuery,
  useLinkAccountsMutation,
  useCancelLinkMutation,
} = providerApi;
