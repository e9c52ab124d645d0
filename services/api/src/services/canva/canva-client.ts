/**
 * The Canva Connect API calls the server makes on an admin's behalf, through the API's one outbound fetch
 * (outbound/guarded-fetch.ts). The base address is operator configuration (CANVA_API_BASE), so these calls are
 * not address-checked; the file addresses Canva hands back are (canva-import.ts). The token endpoint takes the
 * client credentials by Basic authentication, as Canva recommends.
 */
import type { CanvaConfig } from '../../config-canva';
import { HttpError } from '../../plugins/app/http-errors';
import { guardedFetch, OutboundError } from '../outbound/guarded-fetch';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 2 * 1024 * 1024;

/** Canva no longer accepts the admin's tokens (revoked, expired refresh token): connect again. */
export class CanvaAuthLost extends Error {}

export interface CanvaTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface Call {
  method?: 'GET' | 'POST';
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

async function call<T>(config: CanvaConfig, path: string, c: Call): Promise<{ status: number; body: T | null }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    body = new URLSearchParams(c.form).toString();
  } else if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  }
  try {
    const res = await guardedFetch(`${config.apiBase}${path}`, {
      method: c.method ?? 'GET',
      headers,
      body,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES,
    });
    let parsed: T | null = null;
    try {
      parsed = JSON.parse(res.text) as T;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    if (err instanceof OutboundError)
      throw new HttpError(502, `Canva could not be reached (${err.message}). Please try again in a moment.`);
    throw err;
  }
}

const messageOf = (body: unknown): string => {
  const b = (body ?? {}) as { message?: string; error_description?: string; error?: string; code?: string };
  return b.message ?? b.error_description ?? b.error ?? b.code ?? 'no details';
};

/** A Connect API call with the admin's access token; Canva's refusals in words an admin can act on. */
export async function canvaApi<T>(config: CanvaConfig, token: string, path: string, c: Call = {}): Promise<T> {
  const { status, body } = await call<T>(config, path, { ...c, token });
  if (status >= 200 && status < 300 && body) return body;
  if (status === 401) throw new CanvaAuthLost(messageOf(body));
  if (status === 429) throw new HttpError(503, 'Canva is busy with too many requests; please try again in a minute.');
  if (status === 403) throw new HttpError(409, `Canva did not allow this: ${messageOf(body)}.`);
  if (status === 404) throw new HttpError(404, `Canva does not know this design or job any more (${messageOf(body)}).`);
  throw new HttpError(502, `Canva answered ${status}: ${messageOf(body)}.`);
}

async function tokenGrant(config: CanvaConfig, form: Record<string, string>): Promise<CanvaTokens> {
  const { status, body } = await call<CanvaTokens>(config, '/v1/oauth/token', { method: 'POST', form });
  if (status === 200 && body?.access_token && body.refresh_token) return body;
  if (status === 400 || status === 401) {
    if ((body as { error?: string } | null)?.error === 'invalid_client')
      throw new HttpError(
        502,
        'Canva refused this server’s client id or secret (CANVA_CLIENT_ID, CANVA_CLIENT_SECRET).',
      );
    throw new CanvaAuthLost(messageOf(body));
  }
  throw new HttpError(502, `Canva answered ${status} when asked for tokens: ${messageOf(body)}.`);
}

export const exchangeCode = (config: CanvaConfig, code: string, verifier: string, redirectUri: string) =>
  tokenGrant(config, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });

export const refreshTokens = (config: CanvaConfig, refreshToken: string) =>
  tokenGrant(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Revokes a refresh token (and its lineage) at Canva; a failure is not the admin's problem. */
export async function revokeToken(config: CanvaConfig, token: string): Promise<boolean> {
  try {
    const { status } = await call(config, '/v1/oauth/revoke', {
      method: 'POST',
      form: { token, client_id: config.clientId, client_secret: config.clientSecret },
    });
    return status >= 200 && status < 300;
  } catch {
    return false;
  }
}
