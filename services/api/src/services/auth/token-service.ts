/**
 * Turns a bearer token into the signed-in user: our own access JWTs (HS256, issuer "laurel"), or, when
 * OpenID Connect is configured with OIDC_AUDIENCE, access tokens of that provider verified against its JWKS
 * (OIDC_JWKS_URL, else discovery's `jwks_uri`) for issuer, audience and expiry. A provider token signs in only
 * the user linked to its issuer and subject (`providerIdentity`; never `auth0ID` or a Laurel id): an e-mail claim never picks an account (linking does, after proof;
 * services/oidc/account-link.ts). Returns null for anything that does not
 * verify, and for our tokens whose session has been signed out (checked on every request, not only at expiry).
 */
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { StoredUser } from '../../plugins/app/repositories';
import { providerConfiguration } from '../oidc/provider-client';

export const ACCESS_ISSUER = 'laurel';

export interface AccessClaims {
  sub: string;
  email: string;
  role: string;
  clientID: string;
  typ: 'access';
  /** The session (refresh-token family) the token was issued for; its sign-out ends the token too. */
  sid: string;
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

/** Every token must expire and name its subject (as text); ours also name their session (`sid`). */
export const REQUIRED_CLAIMS = ['exp', 'sub'];

/** The claims of one of our access tokens that verifies (signature, issuer, expiry, required claims), else null. */
export function ownAccessClaims(app: FastifyInstance, token: string): AccessClaims | null {
  try {
    // Signature, issuer, expiry and the required claims (`exp`, `sub`, `sid`): plugins/external/jwt.ts.
    const claims = app.jwt.verify<AccessClaims>(token);
    if (claims.typ !== 'access' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}

async function fromOwnToken(app: FastifyInstance, token: string): Promise<StoredUser | null> {
  const claims = ownAccessClaims(app, token);
  if (!claims) return null;
  // Revocation: a token of a session that was signed out (or of a deleted account) stops working at once.
  const [user, live] = await Promise.all([
    app.repos.users.findById(claims.sub),
    app.repos.refreshTokens.isSessionLive(claims.sid, claims.sub),
  ]);
  return live ? user : null;
}

async function fromOidcToken(app: FastifyInstance, token: string): Promise<StoredUser | null> {
  const oidc = app.config.oidc;
  if (!oidc?.audience) return null;
  try {
    const jwksUrl = oidc.jwksUrl ?? (await providerConfiguration(oidc)).serverMetadata().jwks_uri;
    if (!jwksUrl) return null;
    const { payload } = await jwtVerify(token, jwks(jwksUrl), {
      issuer: oidc.issuer,
      audience: oidc.audience,
      requiredClaims: REQUIRED_CLAIMS,
    });
    return typeof payload.sub === 'string' && payload.sub
      ? await app.repos.users.byProviderIdentity(oidc.issuer, payload.sub)
      : null;
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
