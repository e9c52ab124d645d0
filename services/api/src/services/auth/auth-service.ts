/**
 * Built-in sign-in: e-mail + password (scrypt), a short-lived access JWT and a rotating refresh token
 * (random, stored hashed in `refreshTokens`). Presenting an already rotated refresh token revokes its
 * whole family (token theft). Also: the authorization result, agreements and the user's site ids.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  canEditSite,
  isInternal,
  isSiteAdmin,
  type AgreementsReply,
  type AuthorizeResult,
  type TokenReply,
} from '@laurel/domain';
import { badRequest, forbidden, unauthorized } from '../../plugins/app/http-errors';
import type { RefreshTokenDoc, SiteDoc, StoredUser } from '../../plugins/app/repositories';
import { verifyPassword } from './password';
import { ownAccessClaims, type AccessClaims } from './token-service';
import { continueProviderSession, providerSessionOf, type ProviderSession } from '../oidc/provider-session';
import { recordActivity } from '../versions/record-version';

export const INVALID_LOGIN = 'Invalid e-mail address or password.';
export const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

/** A new session: the reply (`TokenReply`) and the refresh token that travels in its cookie. */
export interface Session extends TokenReply {
  refreshToken: string;
  refreshExpiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function issue(
  app: FastifyInstance,
  user: StoredUser,
  family: string,
  provider: ProviderSession | null = null,
  sealedProvider: RefreshTokenDoc['provider'] = null,
): Promise<Session> {
  const claims: AccessClaims = {
    sub: user._id,
    email: user.email,
    role: user.role,
    clientID: user.clientID,
    typ: 'access',
    sid: family,
  };
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(Date.now() + app.config.refreshTokenTtl * 1000);
  await app.repos.refreshTokens.insertOne({
    _id: randomUUID(),
    tokenHash: hashToken(refreshToken),
    userId: user._id,
    family,
    expiresAt: refreshExpiresAt.toISOString(),
    revokedAt: null,
    createdAt: new Date().toISOString(),
    ...(provider
      ? { provider: await providerSessionOf(app, provider) }
      : sealedProvider
        ? { provider: sealedProvider }
        : {}),
  });
  return {
    accessToken: app.jwt.sign(claims),
    expiresIn: app.config.accessTokenTtl,
    user: { email: user.email, role: user.role, clientID: user.clientID },
    refreshToken,
    refreshExpiresAt,
  };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const user = await app.repos.users.byEmail(email.trim().toLowerCase());
  const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  const session = await issue(app, user, randomUUID());
  await recordSignIn(app, user, 'Signed in');
  return session;
}

/** An activity line for every site of the person's client (internal users' sign-ins stay out of them). */
async function recordSignIn(app: FastifyInstance, user: StoredUser, summary: string): Promise<void> {
  await recordActivity({ app, siteID: null, clientID: user.clientID, by: user.email }, 'sign-in', summary);
}

/** A new session for a user who signed in at the OpenID Connect provider (its refresh token kept, sealed). */
export async function providerSignIn(
  app: FastifyInstance,
  user: StoredUser,
  provider: ProviderSession,
): Promise<Session> {
  const session = await issue(app, user, randomUUID(), provider);
  await recordSignIn(app, user, `Signed in through ${app.config.oidc?.providerName ?? 'the identity provider'}`);
  return session;
}

export async function refresh(app: FastifyInstance, token: string | undefined): Promise<Session> {
  if (!token) throw unauthorized(INVALID_REFRESH);
  const { refreshTokens, users } = app.repos;
  const stored = await refreshTokens.byHash(hashToken(token));
  if (!stored) throw unauthorized(INVALID_REFRESH);
  if (stored.revokedAt) return refreshRotated(app, stored);
  const revoked = await refreshTokens.revokeOnce(stored._id);
  if (!revoked || stored.expiresAt < new Date().toISOString()) throw unauthorized(INVALID_REFRESH);
  const user = await users.findById(stored.userId);
  if (!user) throw unauthorized(INVALID_REFRESH);
  const provider = stored.provider ? await continueProviderSession(app, stored.provider) : null;
  if (provider === 'ended') {
    await refreshTokens.revokeFamily(stored.family);
    throw unauthorized(INVALID_REFRESH);
  }
  return issue(app, user, stored.family, provider);
}

/**
 * How long a rotated refresh token may still be presented. A page that navigates away while its refresh is on
 * the wire never receives the new cookie, and the next page presents the old one: within this time that is the
 * same browser, and it gets a new token of the same session (as Okta's grace period and Auth0's reuse interval).
 * Later, or once the session has ended, it counts as theft and ends the whole session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

async function refreshRotated(app: FastifyInstance, stored: RefreshTokenDoc): Promise<Session> {
  const { refreshTokens, users } = app.repos;
  const recent = !stored.endedAt && Date.now() - Date.parse(stored.revokedAt!) < REFRESH_REUSE_GRACE_MS;
  const successor = recent ? await refreshTokens.newestLive(stored.family, stored.userId) : null;
  const user = successor ? await users.findById(stored.userId) : null;
  if (!successor || !user) {
    await refreshTokens.revokeFamily(stored.family);
    throw unauthorized(INVALID_REFRESH);
  }
  // The successor's provider session (already refreshed at the provider) carries on.
  return issue(app, user, stored.family, null, successor.provider ?? null);
}

export const CANNOT_SIGN_OUT =
  'This token names no Laurel session that can be signed out (a provider’s token ends at the provider).';

/**
 * Ends the session named by the refresh cookie and the one named by the access token (its `sid`), so signing out
 * with either alone stops every token of the session. A bearer token that names no session we can end (a
 * provider's token, an expired or forged one) is refused (400) unless the cookie ended one. Answers whether the
 * session had begun at the OpenID Connect provider (sign out there too).
 */
export async function logout(
  app: FastifyInstance,
  refreshToken: string | undefined,
  accessToken: string | undefined,
): Promise<{ provider: boolean }> {
  const { refreshTokens } = app.repos;
  const stored = refreshToken ? await refreshTokens.byHash(hashToken(refreshToken)) : null;
  const claims = accessToken ? ownAccessClaims(app, accessToken) : null;
  const named = claims ? await refreshTokens.ofSession(claims.sid, claims.sub) : null;
  if (accessToken && !named && !stored) throw badRequest(CANNOT_SIGN_OUT);
  for (const family of new Set([stored?.family, named?.family])) if (family) await refreshTokens.revokeFamily(family);
  return { provider: Boolean(stored?.provider ?? named?.provider) };
}

export function authorizeResult(user: StoredUser, site: SiteDoc | null): AuthorizeResult {
  return {
    isSiteAdmin: site ? isSiteAdmin(user, site) : user.role === 'internal' || user.role === 'admin',
    isInternal: isInternal(user),
    hasSignedAgreements: Boolean(user.hasSignedAgreements),
    email: user.email,
    clientID: user.clientID,
    organizationName: site?.organizationName ?? site?.styleName ?? '',
    role: user.role,
    categories: user.categories ?? ['*'],
  };
}

/** GET /auth/authorize: the user's standing on a site they work on (403 for other sites), or in general. */
export async function authorizeFor(
  app: FastifyInstance,
  user: StoredUser,
  siteId: string | undefined,
): Promise<AuthorizeResult> {
  const site = siteId ? await app.loadSite(siteId) : null;
  if (site && !canEditSite(user, site)) throw forbidden();
  return authorizeResult(user, site);
}

export async function signAgreements(app: FastifyInstance, user: StoredUser): Promise<AgreementsReply> {
  await app.repos.users.markAgreementsSigned(user._id);
  return { hasSignedAgreements: true };
}

/** Internal users: every site; others: the sites of their client. */
export async function siteIdsOf(app: FastifyInstance, user: StoredUser): Promise<string[]> {
  return app.repos.sites.siteIds(isInternal(user) ? null : user.clientID);
}
