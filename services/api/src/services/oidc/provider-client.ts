/**
 * The OpenID Connect relying party (openid-client, a certified RP built on oauth4webapi): discovery,
 * authorization requests with PKCE (S256), state and nonce, the code exchange with ID-token validation
 * (signature against the provider's JWKS, issuer, audience = client id, expiry, nonce), refresh-token grants
 * and RP-initiated logout URLs. Works with Auth0 and any standards-following provider.
 */
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config-oidc';

export interface ProviderIdentity {
  /** The issuer that vouched for `sub` (subjects are unique per issuer only). */
  issuer: string;
  sub: string;
  email: string | null;
  emailVerified: boolean;
}
export interface ProviderSignIn {
  identity: ProviderIdentity;
  refreshToken: string | null;
}
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

/** Where an exchange failed: the user's choice at the provider, a stale code, an unverifiable answer, the network. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'expired' | 'invalid' | 'unreachable',
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

const isLoopback = (u: URL) => u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\./.test(u.hostname);

function clientAuth(c: OidcConfig): oidc.ClientAuth {
  if (c.tokenAuthMethod === 'client_secret_basic') return oidc.ClientSecretBasic(c.clientSecret!);
  if (c.tokenAuthMethod === 'client_secret_post') return oidc.ClientSecretPost(c.clientSecret!);
  return oidc.None();
}

/** The provider's discovered configuration, cached for an hour (a failed discovery is retried next time). */
export function providerConfiguration(c: OidcConfig): Promise<oidc.Configuration> {
  const key = `${c.issuer} ${c.clientId ?? ''} ${c.tokenAuthMethod}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(c.issuer);
  const config = oidc
    .discovery(issuer, c.clientId ?? 'laurel-api', undefined, clientAuth(c), {
      // Plain http only for a provider on this machine (development and the test stand-ins).
      execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    })
    .then((conf) => {
      oidc.enableNonRepudiationChecks(conf);
      return conf;
    });
  config.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), config });
  return config;
}

export const forgetDiscovery = () => cache.clear();

function toProviderError(err: unknown, name: string): ProviderError {
  if (err instanceof ProviderError) return err;
  if (err instanceof oidc.AuthorizationResponseError) {
    const detail = err.error_description ?? err.error;
    return new ProviderError('refused', `Sign-in was cancelled or refused at ${name}: ${detail}`, err.error);
  }
  if (err instanceof oidc.ResponseBodyError) {
    if (err.error === 'invalid_grant')
      return new ProviderError('expired', 'This sign-in has expired or was already used. Please sign in again.');
    return new ProviderError('invalid', `${name} refused the sign-in (${err.error}).`, err.error);
  }
  if (err instanceof TypeError || (err instanceof oidc.ClientError && /TIMEOUT|ABORT/.test(String(err.code)))) {
    return new ProviderError('unreachable', `${name} could not be reached. Try again in a moment.`, String(err));
  }
  const code = err instanceof oidc.ClientError ? `${err.code ?? ''} ${err.message}` : String(err);
  return new ProviderError('invalid', `The answer of ${name} could not be verified. Please sign in again.`, code);
}

export async function authorizationRequest(c: OidcConfig, redirectUri: string): Promise<AuthorizationRequest> {
  let config: oidc.Configuration;
  try {
    config = await providerConfiguration(c);
  } catch (err) {
    throw toProviderError(err, c.providerName);
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: c.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  // Auth0 issues an access token for an API only when the authorization request names its audience.
  if (c.audience) params.audience = c.audience;
  return { url: oidc.buildAuthorizationUrl(config, params).href, state, nonce, verifier };
}

const identityOf = (claims: oidc.IDToken): ProviderIdentity => ({
  issuer: claims.iss,
  sub: claims.sub,
  email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
  emailVerified: claims.email_verified === true,
});

/** Exchanges the code of `callbackUrl` (redirect URI + the query the provider sent) and validates the ID token. */
export async function completeSignIn(
  c: OidcConfig,
  callbackUrl: URL,
  checks: { state: string; nonce: string; verifier: string },
): Promise<ProviderSignIn> {
  try {
    const config = await providerConfiguration(c);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderError('invalid', `${c.providerName} sent no identity. Please sign in again.`);
    return { identity: identityOf(claims), refreshToken: tokens.refresh_token ?? null };
  } catch (err) {
    throw toProviderError(err, c.providerName);
  }
}

/**
 * Refreshes at the provider: the new refresh token (rotated, or the same when the provider keeps it), or a
 * ProviderError ('expired' when the provider ended the session, e.g. the user was blocked).
 */
export async function refreshAtProvider(c: OidcConfig, refreshToken: string): Promise<string> {
  try {
    const config = await providerConfiguration(c);
    const tokens = await oidc.refreshTokenGrant(config, refreshToken);
    return tokens.refresh_token ?? refreshToken;
  } catch (err) {
    throw toProviderError(err, c.providerName);
  }
}

/** The provider's RP-initiated logout URL (null when its discovery names no `end_session_endpoint`). */
export async function endSessionUrl(c: OidcConfig, postLogoutRedirectUri: string): Promise<string | null> {
  const config = await providerConfiguration(c);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri }).href;
}
