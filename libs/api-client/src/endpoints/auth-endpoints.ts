import type {
  AgreementsReply,
  AuthorizeResult,
  LoginBody,
  LogoutReply,
  SiteIdsReply,
  TokenReply,
} from '@laurel/domain';
import { api } from '../api';

/** Reply types come from the route schemas of @laurel/domain. */
export type { AuthUser, TokenReply } from '@laurel/domain';

/** Sign-in and session calls of docs/api.md ("Auth and session"). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenReply, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    refreshSession: build.mutation<TokenReply, void>({
      query: () => ({ url: '/auth/refresh', method: 'POST' }),
    }),
    /** Ends the session; `providerLogoutUrl` is where to sign out at the identity provider (null for our own sign-in). */
    logout: build.mutation<LogoutReply, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    authorize: build.query<AuthorizeResult, string>({
      query: (siteId) => `/auth/authorize?siteId=${encodeURIComponent(siteId)}`,
      providesTags: (_r, _e, siteId) => [{ type: 'Auth', id: siteId }],
    }),
    signAgreements: build.mutation<AgreementsReply, void>({
      query: () => ({ url: '/auth/agreements', method: 'POST', body: { accepted: true } }),
    }),
    getMySiteIds: build.query<string[], void>({
      query: () => '/me/site-ids',
      transformResponse: (reply: SiteIdsReply) => reply.siteIds,
      providesTags: ['Auth'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRefreshSessionMutation,
  useLogoutMutation,
  useAuthorizeQuery,
  useLazyAuthorizeQuery,
  useSignAgreementsMutation,
  useGetMySiteIdsQuery,
} = authApi;
