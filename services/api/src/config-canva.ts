/**
 * The Canva importer's settings from the environment (docs/operators.md, "Canva"). CANVA_CLIENT_ID and
 * CANVA_CLIENT_SECRET (an integration of the Canva Developer Portal) switch it on; without them the importer
 * says Canva is not set up and the API answers 503. The secret stays on the server: the API does the token
 * exchange and every Canva call.
 */
export interface CanvaConfig {
  clientId: string;
  clientSecret: string;
  /** The Connect API, `https://api.canva.com/rest` (paths `/v1/…` are added). */
  apiBase: string;
  /** Canva's consent page. */
  authorizeUrl: string;
  /** Fixed redirect URI registered at Canva; null = `{origin of the page}/canva-redirect`. */
  redirectUri: string | null;
  scopes: string;
}

export class CanvaConfigError extends Error {}

export const CANVA_SCOPES = 'design:meta:read design:content:read profile:read';

function url(env: NodeJS.ProcessEnv, name: string, fallback: string | null): string | null {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new CanvaConfigError(`${name} must be a URL (got "${raw}").`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new CanvaConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  return raw.replace(/\/+$/, '');
}

export function loadCanvaConfig(env: NodeJS.ProcessEnv): CanvaConfig | null {
  const clientId = env.CANVA_CLIENT_ID?.trim();
  const clientSecret = env.CANVA_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) {
    const other = Object.keys(env).find((k) => k.startsWith('CANVA_') && env[k]?.trim());
    if (other) throw new CanvaConfigError(`${other} is set but CANVA_CLIENT_ID is not: set CANVA_CLIENT_ID too.`);
    return null;
  }
  if (!clientId) throw new CanvaConfigError('CANVA_CLIENT_SECRET is set but CANVA_CLIENT_ID is not.');
  if (!clientSecret)
    throw new CanvaConfigError('CANVA_CLIENT_ID needs CANVA_CLIENT_SECRET (the integration’s client secret).');
  return {
    clientId,
    clientSecret,
    apiBase: url(env, 'CANVA_API_BASE', 'https://api.canva.com/rest')!,
    authorizeUrl: url(env, 'CANVA_AUTHORIZE_URL', 'https://www.canva.com/api/oauth/authorize')!,
    redirectUri: url(env, 'CANVA_REDIRECT_URI', null),
    scopes: CANVA_SCOPES,
  };
}
