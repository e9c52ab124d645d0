/**
 * Built-in sign-in: e-mail + password (scrypt), a short-lived access JWT and a rotating refresh token
 * (random, stored hashed in `refreshTokens`). Presenting an already rotated refresh token revokes its
 * whole family (token theft). Also: the authorization result, agreements and the user's site ids.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthorizeResult, UserRole } from '@laurel/domain';
import { unauthorized } from '../plugins/app/http-errors';
import type { SiteDoc, StoredUser } from '../plugins/app/repositories';
import { isInternal, isSiteAdmin } from './access-service';
import { verifyPassword } from './password';
import type { AccessClaims } from './token-service';

export const INVALID_LOGIN = 'Invalid e-mail address or password.';
export const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

export interface Session {
  accessToken: string;
  expiresIn: number;
  user: { email: string; role: UserRole; clientID: string };
  refreshToken: string;
  refreshExpiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function issue(app: FastifyInstance, user: StoredUser, family: string): Promise<Session> {
  const claims: AccessClaims = {
    sub: user._id,
    email: user.email,
    role: user.role,
    clientID: user.clientID,
    typ: 'access',
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
  const user = await app.repos.users.findOne({ email: email.trim().toLowerCase() });
  const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  return issue(app, user, randomUUID());
}

export async function refresh(app: FastifyInstance, token: string | undefined): Promise<Session> {
  if (!token) throw unauthorized(INVALID_REFRESH);
  const { refreshTokens, users } = app.repos;
  const stored = await refreshTokens.findOne({ tokenHash: hashToken(token) });
  if (!stored) throw unauthorized(INVALID_REFRESH);
  const now = new Date().toISOString();
  if (stored.revokedAt) {
    await refreshTokens.updateMany({ family: stored.family, revokedAt: null }, { $set: { revokedAt: now } });
    throw unauthorized(INVALID_REFRESH);
  }
  const revoked = await refreshTokens.updateMany(
    { _id: stored._id as never, revokedAt: null },
    { $set: { revokedAt: now } },
  );
  if (revoked === 0 || stored.expiresAt < now) throw unauthorized(INVALID_REFRESH);
  const user = await users.findById(stored.userId);
  if (!user) throw unauthorized(INVALID_REFRESH);
  return issue(app, user, stored.family);
}

export async function logout(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) return;
  const stored = await app.repos.refreshTokens.findOne({ tokenHash: hashToken(token) });
  if (stored)
    await app.repos.refreshTokens.updateMany(
      { family: stored.family, revokedAt: null },
      { $set: { revokedAt: new Date().toISOString() } },
    );
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
  };
}

export async function signAgreements(app: FastifyInstance, user: StoredUser): Promise<void> {
  await app.repos.users.updateById(user._id, {
    $set: { hasSignedAgreements: true, agreementsSignedAt: new Date().toISOString() },
  });
}

/** Internal users: every site; others: the sites of their client. */
export async function siteIdsOf(app: FastifyInstance, user: StoredUser): Promise<string[]> {
  const filter = isInternal(user) ? {} : { clientID: user.clientID };
  const sites = await app.repos.sites.find(filter, { projection: { siteID: 1 }, sort: { siteID: 1 } });
  return sites.map((s) => s.siteID);
}
