/**
 * Turns a bearer token into the signed-in user: our own access JWTs (HS256, issuer "laurel"), or, when
 * OpenID Connect is configured, tokens of that provider verified against its JWKS (users matched by
 * `auth0ID` = subject, then by e-mail unless the provider says it is unverified). Returns null for anything that does not verify.
 */
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { StoredUser } from '../plugins/app/repositories';

export const ACCESS_ISSUER = 'laurel';

export interface AccessClaims {
  sub: string;
  email: string;
  role: string;
  clientID: string;
  typ: 'access';
}

const jwksCache = new Map<string, JWTVerifyGetKey>();

function jwks(url: string): JWTVerifyGetKey {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
    jwksCache.set(url, set);
  }
  return set;
}

async function fromOwnToken(app: FastifyInstance, token: string): Promise<StoredUser | null> {
  try {
    const claims = app.jwt.verify<AccessClaims>(token);
    if (claims.typ !== 'access') return null;
    return await app.repos.users.findById(claims.sub);
  } catch {
    return null;
  }
}

async function fromOidcToken(app: FastifyInstance, token: string): Promise<StoredUser | null> {
  const oidc = app.config.oidc;
  if (!oidc) return null;
  try {
    const { payload } = await jwtVerify(token, jwks(oidc.jwksUrl), { issuer: oidc.issuer, audience: oidc.audience });
    if (!payload.sub) return null;
    const bySubject = await app.repos.users.bySubject(payload.sub);
    if (bySubject) return bySubject;
    const email =
      typeof payload.email === 'string' && payload.email_verified !== false ? payload.email.toLowerCase() : null;
    return email ? await app.repos.users.byEmail(email) : null;
  } catch (err) {
    app.log.debug({ err }, 'OIDC token rejected');
    return null;
  }
}

export async function userFromBearer(app: FastifyInstance, token: string): Promise<StoredUser | null> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    return null;
  }
  if (issuer === ACCESS_ISSUER) return fromOwnToken(app, token);
  if (app.config.oidc && issuer === app.config.oidc.issuer) return fromOidcToken(app, token);
  return null;
}
