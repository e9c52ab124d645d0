import type { AuthorizeResult, UserRole } from '@laurel/domain';
import { api } from '../api';

export interface AuthUser {
  email: string;
  role: UserRole;
  clientID: string;
}
export interface TokenReply {
  accessToken: string;
  expiresIn: number;
  user: AuthUser;
}

/** Sign-in and session calls of docs/api.md ("Auth and session"). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenReply, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    refreshSession: build.mutation<TokenReply, void>({
      query: () => ({ url: '/auth/refresh', method: 'POST' }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    authorize: build.query<AuthorizeResult, string>({
      query: (siteId) => `/auth/authorize?siteId=${encodeURIComponent(siteId)}`,
      providesTags: (_r, _e, siteId) => [{ type: 'Auth', id: siteId }],
    }),
    signAgreements: build.mutation<{ hasSignedAgreements: true }, void>({
      query: () => ({ url: '/auth/agreements', method: 'POST', body: { accepted: true } }),
    }),
    getMySiteIds: build.query<string[], void>({
      query: () => '/me/site-ids',
      transformResponse: (reply: { siteIds: string[] }) => reply.siteIds,
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
