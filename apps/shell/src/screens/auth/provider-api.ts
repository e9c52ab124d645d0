import { api } from '@laurel/api-client';
import { apiUrl, type BodyOf, type ReplyOf } from '@laurel/domain';

/**
 * Sign-in through the OpenID Connect provider (docs/api.md "Auth and session"). The API does the code exchange
 * (PKCE) and keeps the provider's tokens; the page only carries the provider's answer from `/redirect`.
 * Injected by the sign-in screens (lazy chunks), so visitors' pages do not carry it.
 */
export const providerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProviderSignIn: build.query<ReplyOf<'GET /auth/oidc'>, void>({
      query: () => apiUrl('GET /auth/oidc'),
    }),
    startProviderSignIn: build.mutation<ReplyOf<'POST /auth/oidc/start'>, BodyOf<'POST /auth/oidc/start'>>({
      query: (body) => ({ url: apiUrl('POST /auth/oidc/start'), method: 'POST', body }),
    }),
    finishProviderSignIn: build.mutation<ReplyOf<'POST /auth/oidc/callback'>, BodyOf<'POST /auth/oidc/callback'>>({
      query: (body) => ({ url: apiUrl('POST /auth/oidc/callback'), method: 'POST', body }),
    }),
    getPendingLink: build.query<ReplyOf<'GET /auth/link-accounts'>, void>({
      query: () => apiUrl('GET /auth/link-accounts'),
      keepUnusedDataFor: 0,
    }),
    linkAccounts: build.mutation<ReplyOf<'POST /auth/link-accounts'>, BodyOf<'POST /auth/link-accounts'>>({
      query: (body) => ({ url: apiUrl('POST /auth/link-accounts'), method: 'POST', body }),
    }),
    cancelLink: build.mutation<void, void>({
      query: () => ({ url: apiUrl('DELETE /auth/link-accounts'), method: 'DELETE' }),
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
