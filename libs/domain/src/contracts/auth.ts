/** docs/api.md, "Auth and session": these routes' contracts (see ./contract.ts). */
import {
  AgreementsBodySchema,
  AgreementsReplySchema,
  AuthorizeQuerySchema,
  AuthorizeResultSchema,
  LinkAccountsBodySchema,
  LinkAccountsReplySchema,
  LoginBodySchema,
  LogoutReplySchema,
  PendingLinkReplySchema,
  ProviderCallbackBodySchema,
  ProviderCallbackReplySchema,
  ProviderStartBodySchema,
  ProviderStartReplySchema,
  ProviderStatusReplySchema,
  SiteIdsReplySchema,
  TokenReplySchema,
} from '../schemas';
import type { ContractTable } from './contract';

export const authContracts = {
  'POST /auth/login': {
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password (rate-limited); sets the refresh cookie',
    body: LoginBodySchema,
    response: { 200: TokenReplySchema },
    doc: {
      who: 'anyone (LOGIN_RATE_LIMIT a minute per client; LOGIN_ACCOUNT_RATE_LIMIT per e-mail and client)',
      input: '`{email, password}`',
      reply: '`{accessToken, expiresIn, user:{email, role, clientID}}` + refresh cookie',
    },
  },
  'POST /auth/refresh': {
    access: 'public',
    tags: ['auth'],
    summary: 'New access token from the refresh cookie (rotates the cookie)',
    response: { 200: TokenReplySchema },
    doc: {
      who: 'refresh cookie',
      reply: '`{accessToken, expiresIn, user}` (rotates the cookie)',
    },
  },
  'POST /auth/logout': {
    access: 'public',
    tags: ['auth'],
    summary:
      'End the session (named by the refresh cookie or the bearer token: every token of it stops) and clear the session cookies; where to sign out at the provider',
    response: { 200: LogoutReplySchema },
    doc: {
      who: 'refresh cookie or bearer token',
      reply:
        '`{providerLogoutUrl}` (null unless the session began at the provider), revokes the session and every token of it; 400 for a bearer token that names no session',
    },
  },
  'GET /auth/authorize': {
    access: 'signed-in',
    tags: ['auth'],
    summary: 'isSiteAdmin, isInternal, hasSignedAgreements and the user for a site',
    query: AuthorizeQuerySchema,
    response: { 200: AuthorizeResultSchema },
    doc: {
      input: '`?siteId=`',
      reply:
        '`AuthorizeResult` (isSiteAdmin, isInternal, hasSignedAgreements, email, clientID, organizationName, role, categories)',
    },
  },
  'POST /auth/agreements': {
    access: 'signed-in',
    tags: ['auth'],
    summary: 'Record that the user signed the agreements',
    body: AgreementsBodySchema,
    response: { 200: AgreementsReplySchema },
    doc: {
      input: '`{accepted: true}`',
      reply: '`{hasSignedAgreements: true}`',
    },
  },
  'GET /me/site-ids': {
    access: 'signed-in',
    tags: ['auth'],
    summary: "The site ids the user works on (their client's sites; every site for internal users)",
    response: { 200: SiteIdsReplySchema },
    doc: {
      reply: '`{siteIds: string[]}`',
    },
  },
  'GET /auth/oidc': {
    access: 'public',
    tags: ['auth'],
    summary: 'Whether sign-in through the identity provider is on, and its name',
    response: { 200: ProviderStatusReplySchema },
    doc: {
      reply: '`{enabled, providerName}`: whether sign-in through the OpenID Connect provider is on',
    },
  },
  'POST /auth/oidc/start': {
    access: 'public',
    tags: ['auth'],
    summary: "Begin a provider sign-in: the provider's authorization address (authorization code + PKCE)",
    body: ProviderStartBodySchema,
    response: { 200: ProviderStartReplySchema },
    doc: {
      who: 'anyone (rate-limited)',
      input: '`{returnTo?, siteId?}`',
      reply: '`{authorizationUrl}` (code + PKCE S256, state, nonce) + sealed cookie `laurel_oidc` (10 min)',
    },
  },
  'POST /auth/oidc/callback': {
    access: 'public',
    tags: ['auth'],
    summary: 'Finish a provider sign-in with the query the provider sent to /redirect',
    body: ProviderCallbackBodySchema,
    response: { 200: ProviderCallbackReplySchema },
    doc: {
      who: '`laurel_oidc` cookie',
      input: '`{query}` (what the provider sent to `/redirect`)',
      reply:
        "`{status:'signed-in', accessToken, expiresIn, user, returnTo, siteId}` + refresh cookie, or `{status:'link', email, returnTo, siteId}` + sealed cookie `laurel_link`; 400 cancelled/expired, 401 token does not verify, 403 no (verified) account, 502 provider unreachable",
    },
  },
  'GET /auth/link-accounts': {
    access: 'public',
    tags: ['auth'],
    summary: 'The provider identity waiting to be linked to a Laurel account',
    response: { 200: PendingLinkReplySchema },
    doc: {
      who: '`laurel_link` cookie',
      reply: '`{email, providerName, needsPassword}`; 401 when nothing is waiting',
    },
  },
  'POST /auth/link-accounts': {
    access: 'public',
    tags: ['auth'],
    summary: 'Link after proving the Laurel account (its password, when it has one); signs in',
    body: LinkAccountsBodySchema,
    response: { 200: LinkAccountsReplySchema },
    doc: {
      who: '`laurel_link` cookie (rate-limited)',
      input: '`{password?}` (required when `needsPassword`)',
      reply:
        "`{accessToken, expiresIn, user, returnTo, siteId}` + refresh cookie; the user's `auth0ID` becomes the provider subject",
    },
  },
  'DELETE /auth/link-accounts': {
    access: 'public',
    tags: ['auth'],
    summary: 'Drop the identity waiting to be linked',
    doc: {
      reply: '204, drops the waiting identity',
    },
  },
} as const satisfies ContractTable;

export const authSection = { id: 'auth', title: 'Auth and session', routes: authContracts } as const;
