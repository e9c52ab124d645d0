/** /auth/… and /me/…: sign-in, session refresh, the authorization result, agreements and the user's site ids. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
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
export const AuthorizeQuerySchema = Type.Object({ siteId: Type.Optional(IdSchema) });
export const AgreementsBodySchema = Strict({ accepted: Type.Literal(true) });
export const AgreementsReplySchema = Type.Object({ hasSignedAgreements: Type.Literal(true) });
export const SiteIdsReplySchema = Type.Object({ siteIds: Type.Array(Type.String()) });

export type LoginBody = Static<typeof LoginBodySchema>;
export type AuthUser = Static<typeof AuthUserSchema>;
export type TokenReply = Static<typeof TokenReplySchema>;
export type AuthorizeQuery = Static<typeof AuthorizeQuerySchema>;
export type AgreementsReply = Static<typeof AgreementsReplySchema>;
export type SiteIdsReply = Static<typeof SiteIdsReplySchema>;
