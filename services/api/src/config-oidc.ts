/**
 * OpenID Connect settings from the environment (docs/operators.md "Sign-in through an identity provider").
 * OIDC_ISSUER switches the provider on; OIDC_CLIENT_ID turns on browser sign-in (authorization code + PKCE,
 * done by this API); OIDC_AUDIENCE lets API clients send the provider's access tokens as bearer tokens.
 */
export interface OidcConfig {
  /** Issuer identifier; discovery reads `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Audience of provider access tokens accepted as bearer tokens; null = bearer tokens of the provider are refused. */
  audience: string | null;
  /** JWKS address for bearer tokens; null = the `jwks_uri` of discovery. */
  jwksUrl: string | null;
  /** Client id of this application at the provider; null = no browser sign-in through the provider. */
  clientId: string | null;
  /** Client secret (confidential client); null = public client (PKCE only, token endpoint auth `none`). */
  clientSecret: string | null;
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic' | 'none';
  scope: string;
  /** Shown on the sign-in button: "Sign in with {providerName}". */
  providerName: string;
  /** Fixed redirect URI (`https://app.example.org/redirect`); null = `{origin of the page}/redirect`. */
  redirectUri: string | null;
}

export class OidcConfigError extends Error {}

const AUTH_METHODS = ['client_secret_post', 'client_secret_basic', 'none'] as const;

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  try {
    new URL(raw);
  } catch {
    throw new OidcConfigError(`${name} must be a URL (got "${raw}").`);
  }
  return raw;
}

const text = (env: NodeJS.ProcessEnv, name: string): string | null => env[name]?.trim() || null;

export function loadOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = url(env, 'OIDC_ISSUER');
  const others = Object.keys(env).filter((k) => k.startsWith('OIDC_') && k !== 'OIDC_ISSUER' && env[k]?.trim());
  if (!issuer) {
    if (others.length > 0)
      throw new OidcConfigError(`${others[0]} is set but OIDC_ISSUER is not: set OIDC_ISSUER too.`);
    return null;
  }
  const clientId = text(env, 'OIDC_CLIENT_ID');
  const audience = text(env, 'OIDC_AUDIENCE');
  if (!clientId && !audience) {
    throw new OidcConfigError(
      'OIDC_ISSUER needs OIDC_CLIENT_ID (sign-in in the browser) or OIDC_AUDIENCE (provider bearer tokens), or both.',
    );
  }
  const clientSecret = text(env, 'OIDC_CLIENT_SECRET');
  const method = text(env, 'OIDC_TOKEN_AUTH_METHOD') ?? (clientSecret ? 'client_secret_post' : 'none');
  if (!(AUTH_METHODS as readonly string[]).includes(method))
    throw new OidcConfigError(`OIDC_TOKEN_AUTH_METHOD must be one of ${AUTH_METHODS.join(', ')} (got "${method}").`);
  if (method !== 'none' && !clientSecret)
    throw new OidcConfigError(`OIDC_TOKEN_AUTH_METHOD ${method} needs OIDC_CLIENT_SECRET.`);
  return {
    issuer,
    audience,
    jwksUrl: url(env, 'OIDC_JWKS_URL'),
    clientId,
    clientSecret,
    tokenAuthMethod: method as OidcConfig['tokenAuthMethod'],
    scope: text(env, 'OIDC_SCOPE') ?? 'openid profile email offline_access',
    providerName: text(env, 'OIDC_PROVIDER_NAME') ?? 'single sign-on',
    redirectUri: url(env, 'OIDC_REDIRECT_URI'),
  };
}
