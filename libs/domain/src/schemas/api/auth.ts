/**
 * /auth/… and /me/…: sign-in (our own e-mail and password, or through the OpenID Connect provider), linking a
 * provider identity to a Laurel account, session refresh and sign-out, the authorization result, agreements and
 * the user's site ids.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Nullable } from '../common';
import { UserRoleSchema } from '../people';
import { Strict } from './common';

export const LoginBodySchema = Strict({
  email: Type.String({ minLength: 3, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export const AuthUserSchema = Type.Object({ email: Type.String(), role: UserRoleSchema, clientID: Type.String() });
/** Login and refresh: a new access token (the refresh token travels in its cookie). */
export const TokenReplySchema = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  user: AuthUserSchema,
});
/** Sign-out: where the browser signs out at the identity provider too (null for a session begun here). */
export const LogoutReplySchema = Type.Object({ providerLogoutUrl: Nullable(Type.String()) });
export const AuthorizeQuerySchema = Type.Object({ siteId: Type.Optional(IdSchema) });
export const AgreementsBodySchema = Strict({ accepted: Type.Literal(true) });
export const AgreementsReplySchema = Type.Object({ hasSignedAgreements: Type.Literal(true) });
export const SiteIdsReplySchema = Type.Object({ siteIds: Type.Array(Type.String()) });

/** GET /auth/oidc: whether sign-in through the identity provider is on, and the name on its button. */
export const ProviderStatusReplySchema = Type.Object({
  enabled: Type.Boolean(),
  providerName: Nullable(Type.String()),
});
/** Same-site paths only (no `//host`, no control characters, spaces or backslashes), as the page's `safeReturnPath`. */
const ReturnPathSchema = Type.String({ pattern: '^/(?!/)[^\\u0000-\\u0020\\u007f\\\\]*$', maxLength: 2000 });
/** Where a finished provider sign-in continues: the path it started from and the active site, when known. */
export const SignInLandingSchema = Type.Object({ returnTo: Nullable(ReturnPathSchema), siteId: Nullable(IdSchema) });
export const ProviderStartBodySchema = Strict({
  returnTo: Type.Optional(ReturnPathSchema),
  siteId: Type.Optional(IdSchema),
});
export const ProviderStartReplySchema = Type.Object({ authorizationUrl: Type.String() });
/** The query string the provider sent to the page's /redirect. */
export const ProviderCallbackBodySchema = Strict({ query: Type.String({ minLength: 1, maxLength: 8192 }) });
/** Signed in, or a Laurel account with the same verified e-mail waits to be linked (/auth/link-accounts). */
export const ProviderCallbackReplySchema = Type.Union([
  Type.Composite([TokenReplySchema, SignInLandingSchema, Type.Object({ status: Type.Literal('signed-in') })]),
  Type.Composite([SignInLandingSchema, Type.Object({ status: Type.Literal('link'), email: Type.String() })]),
]);
/** GET /auth/link-accounts: the provider identity waiting to be linked. */
export const PendingLinkReplySchema = Type.Object({
  email: Type.String(),
  providerName: Type.String(),
  /** True when the Laurel account has a password, which must be entered to link. */
  needsPassword: Type.Boolean(),
});
export const LinkAccountsBodySchema = Strict({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
});
export const LinkAccountsReplySchema = Type.Composite([TokenReplySchema, SignInLandingSchema]);

export type LoginBody = Static<typeof LoginBodySchema>;
export type AuthUser = Static<typeof AuthUserSchema>;
export type TokenReply = Static<typeof TokenReplySchema>;
export type AuthorizeQuery = Static<typeof AuthorizeQuerySchema>;
export type AgreementsReply = Static<typeof AgreementsReplySchema>;
export type SiteIdsReply = Static<typeof SiteIdsReplySchema>;
export type LogoutReply = Static<typeof LogoutReplySchema>;
export type ProviderStatusReply = Static<typeof ProviderStatusReplySchema>;
export type SignInLanding = Static<typeof SignInLandingSchema>;
export type ProviderStartBody = Static<typeof ProviderStartBodySchema>;
export type ProviderStartReply = Static<typeof ProviderStartReplySchema>;
export type ProviderCallbackBody = Static<typeof ProviderCallbackBodySchema>;
export type ProviderCallbackReply = Static<typeof ProviderCallbackReplySchema>;
export type PendingLinkReply = Static<typeof PendingLinkReplySchema>;
export type LinkAccountsBody = Static<typeof LinkAccountsBodySchema>;
export type LinkAccountsReply = Static<typeof LinkAccountsReplySchema>;
