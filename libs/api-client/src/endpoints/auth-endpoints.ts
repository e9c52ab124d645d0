import { apiUrl, type BodyOf, type ReplyOf } from '@laurel/domain';
import { api } from '../api';

/** Reply types come from the route schemas of @laurel/domain. */
export type { AuthUser, TokenReply } from '@laurel/domain';

/** Sign-in and session calls of docs/api.md ("Auth and session"). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ReplyOf<'POST /auth/login'>, BodyOf<'POST /auth/login'>>({
      query: (body) => ({ url: apiUrl('POST /auth/login'), method: 'POST', body }),
    }),
    refreshSession: build.mutation<ReplyOf<'POST /auth/refresh'>, void>({
      query: () => ({ url: apiUrl('POST /auth/refresh'), method: 'POST' }),
    }),
    /** Ends the session; `providerLogoutUrl` is where to sign out at the identity provider (null for our own sign-in). */
    logout: build.mutation<ReplyOf<'POST /auth/logout'>, void>({
      query: () => ({ url: apiUrl('POST /auth/logout'), method: 'POST' }),
    }),
    authorize: build.query<ReplyOf<'GET /auth/authorize'>, string>({
      query: (siteId) => apiUrl('GET /auth/authorize', {}, { siteId }),
      providesTags: (_r, _e, siteId) => [{ type: 'Auth', id: siteId }],
    }),
    signAgreements: build.mutation<ReplyOf<'POST /auth/agreements'>, void>({
      query: () => ({ url: apiUrl('POST /auth/agreements'), method: 'POST', body: { accepted: true } }),
    }),
    getMySiteIds: build.query<string[], void>({
      query: () => apiUrl('GET /me/site-ids'),
      transformResponse: (reply: ReplyOf<'GET /me/site-ids'>) => reply.siteIds,
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
