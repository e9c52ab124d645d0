/**
 * The OAuth half of the Canva stand-in (canva.ts): the consent page (`/api/oauth/authorize`, Allow / Cancel),
 * the token endpoint (authorization code with the PKCE verifier checked against the S256 challenge, single-use
 * codes and refresh tokens, client credentials by Basic auth or body) and revocation — as Canva's Connect API.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CanvaOAuthState {
  clientId: string;
  clientSecret: string;
  /** Seconds an access token lives. */
  accessTtl: number;
  codes: Map<string, { challenge: string; redirectUri: string; scope: string }>;
  access: Map<string, number>;
  refresh: Set<string>;
  /** Every token request: its grant and whether it was accepted. */
  tokenRequests: { grant: string; ok: boolean; reason?: string }[];
}

const b64url = (b: Buffer) => b.toString('base64url');
const html = (res: ServerResponse, body: string): void =>
  void res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html><body>${body}</body></html>`);
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The address Canva sends the browser back to after the consent page. */
export function decide(state: CanvaOAuthState, authorizationUrl: string, allow: boolean): string {
  const q = new URL(authorizationUrl).searchParams;
  const back = new URL(q.get('redirect_uri') ?? '');
  if (allow) {
    const code = b64url(randomBytes(18));
    state.codes.set(code, {
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      scope: q.get('scope') ?? '',
    });
    back.searchParams.set('code', code);
  } else {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'The user cancelled');
  }
  back.searchParams.set('state', q.get('state') ?? '');
  return back.toString();
}

export function consentPage(state: CanvaOAuthState, url: URL, res: ServerResponse): void {
  const q = url.searchParams;
  const problems = [
    q.get('client_id') !== state.clientId && 'unknown client_id',
    q.get('response_type') !== 'code' && 'response_type must be code',
    q.get('code_challenge_method')?.toLowerCase() !== 's256' && 'code_challenge_method must be s256',
    !q.get('code_challenge') && 'code_challenge missing',
    !q.get('state') && 'state missing',
    !q.get('redirect_uri') && 'redirect_uri missing',
  ].filter(Boolean);
  if (problems.length) return html(res, `<h1>Canva: bad request</h1><p>${esc(problems.join(', '))}</p>`);
  const self = url.toString();
  html(
    res,
    `<main><h1>Allow Laurel to use your Canva account?</h1><p>Scopes: ${esc(q.get('scope') ?? '')}</p>` +
      `<a href="/api/oauth/decide?allow=1&amp;for=${encodeURIComponent(self)}">Allow</a> ` +
      `<a href="/api/oauth/decide?allow=0&amp;for=${encodeURIComponent(self)}">Cancel</a></main>`,
  );
}

function issue(state: CanvaOAuthState, scope: string) {
  const access = `at-${b64url(randomBytes(12))}`;
  const refresh = `rt-${b64url(randomBytes(12))}`;
  state.access.set(access, Date.now() + state.accessTtl * 1000);
  state.refresh.add(refresh);
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: state.accessTtl, scope };
}

export function tokenEndpoint(state: CanvaOAuthState, req: IncomingMessage, body: string, res: ServerResponse): void {
  const form = new URLSearchParams(body);
  const send = (status: number, reply: unknown): void =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  const grant = form.get('grant_type') ?? '';
  const refuse = (status: number, error: string, reason: string) => {
    state.tokenRequests.push({ grant, ok: false, reason });
    send(status, { error, error_description: reason });
  };
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  const [id, secret] = basic
    ? Buffer.from(basic[1], 'base64').toString().split(':')
    : [form.get('client_id'), form.get('client_secret')];
  if (id !== state.clientId || secret !== state.clientSecret)
    return refuse(401, 'invalid_client', 'client authentication failed');
  if (grant === 'authorization_code') {
    const code = state.codes.get(form.get('code') ?? '');
    if (!code) return refuse(400, 'invalid_grant', 'unknown or used code');
    state.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
      b64url(createHash('sha256').update(verifier).digest()) !== code.challenge
    )
      return refuse(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    if (form.get('redirect_uri') !== code.redirectUri) return refuse(400, 'invalid_grant', 'redirect_uri mismatch');
    state.tokenRequests.push({ grant, ok: true });
    return send(200, issue(state, code.scope));
  }
  if (grant === 'refresh_token') {
    const token = form.get('refresh_token') ?? '';
    if (!state.refresh.delete(token)) return refuse(400, 'invalid_grant', 'unknown or used refresh token');
    state.tokenRequests.push({ grant, ok: true });
    return send(200, issue(state, ''));
  }
  refuse(400, 'unsupported_grant_type', grant);
}

export function revokeEndpoint(state: CanvaOAuthState, body: string, res: ServerResponse): void {
  const token = new URLSearchParams(body).get('token') ?? '';
  state.refresh.delete(token);
  state.access.delete(token);
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
}
