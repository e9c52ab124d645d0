/**
 * A stand-in OpenID Connect provider on 127.0.0.1 that speaks Auth0's HTTP API for the parts Laurel uses:
 * discovery, JWKS, /authorize (a small sign-in page, or `approve()` from a test), /oauth/token (authorization
 * code with PKCE S256 and client authentication, refresh tokens with rotation) and /oidc/logout. Tokens are
 * real RS256 JWTs signed with `jose`. Tests can make the next ID token tampered, expired, for another
 * audience or signed with another key, and can end a user's sessions (as blocking the user would).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export interface StandInIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}
export type TokenFault = 'tampered' | 'expired' | 'wrong-audience' | 'wrong-key' | 'wrong-nonce';

interface CodeGrant {
  identity: StandInIdentity;
  redirectUri: string;
  challenge: string;
  nonce: string;
  at: number;
}

export interface StandInOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** Who the sign-in page signs in next (the page's form can change it). */
  nextIdentity: StandInIdentity;
  /** Follows an authorization URL as the provider would after the user signed in: the redirect URL. */
  approve(authorizationUrl: string, identity?: StandInIdentity): string;
  /** Makes the next token response carry a faulty ID token. */
  fault(kind: TokenFault | null): void;
  /** Ends every refresh token of a subject (the user was blocked or signed out everywhere). */
  endSessions(sub: string): void;
  /** Signs any claims with the provider's key (access tokens for bearer tests). */
  sign(claims: Record<string, unknown>, opts?: { aud?: string; exp?: string; key?: 'other' }): Promise<string>;
  requests: { method: string; path: string; body?: Record<string, string> }[];
  logouts: URL[];
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const sha256 = (s: string) => b64url(createHash('sha256').update(s).digest());

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(query: URLSearchParams, who: StandInIdentity): string {
  const hidden = [...query].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return `<!doctype html><html lang="en"><head><title>Stand-in identity provider</title></head><body>
<main><h1>Stand-in identity provider</h1><form method="post" action="authorize">${hidden}
<label>Subject <input name="sub" value="${esc(who.sub)}"></label>
<label>E-mail <input name="email" value="${esc(who.email ?? '')}"></label>
<label><input type="checkbox" name="email_verified" value="true"${who.email_verified ? ' checked' : ''}> E-mail verified</label>
<button name="decision" value="allow">Continue</button> <button name="decision" value="deny">Cancel</button>
</form></main></body></html>`;
}

export async function startOidcProvider(
  opts: { clientId?: string; clientSecret?: string; audience?: string } = {},
): Promise<StandInOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, CodeGrant>();
  const refreshTokens = new Map<string, StandInIdentity>();
  let nextFault: TokenFault | null = null;
  let issuer = '';

  const sign = (claims: Record<string, unknown>, o: { aud?: string; exp?: string; key?: 'other' } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(o.aud ?? provider.audience)
      .setIssuedAt()
      .setExpirationTime(o.exp ?? '10m')
      .sign(o.key === 'other' ? other : (privateKey as CryptoKey));

  async function idToken(identity: StandInIdentity, nonce: string): Promise<string> {
    const fault = nextFault;
    nextFault = null;
    const claims = { ...identity, nonce: fault === 'wrong-nonce' ? 'not-the-nonce' : nonce };
    const token = await sign(claims, {
      aud: fault === 'wrong-audience' ? 'someone-else' : provider.clientId,
      exp: fault === 'expired' ? '-10m' : '10m',
      key: fault === 'wrong-key' ? 'other' : undefined,
    });
    if (fault !== 'tampered') return token;
    const [h, p, s] = token.split('.');
    const body = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    body.sub = 'someone-else';
    return `${h}.${b64url(Buffer.from(JSON.stringify(body)))}.${s}`;
  }

  function issueCode(query: URLSearchParams, identity: StandInIdentity): string {
    const redirect = new URL(query.get('redirect_uri') ?? '');
    const code = b64url(randomBytes(24));
    codes.set(code, {
      identity,
      redirectUri: redirect.href,
      challenge: query.get('code_challenge') ?? '',
      nonce: query.get('nonce') ?? '',
      at: Date.now(),
    });
    redirect.searchParams.set('code', code);
    if (query.get('state')) redirect.searchParams.set('state', query.get('state')!);
    return redirect.href;
  }

  function denied(query: URLSearchParams): string {
    const redirect = new URL(query.get('redirect_uri') ?? '');
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('error_description', 'The user cancelled the sign-in');
    if (query.get('state')) redirect.searchParams.set('state', query.get('state')!);
    return redirect.href;
  }

  function clientOk(req: IncomingMessage, form: Record<string, string>): boolean {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return id === provider.clientId && secret === provider.clientSecret;
    }
    return form.client_id === provider.clientId && form.client_secret === provider.clientSecret;
  }

  async function token(req: IncomingMessage, res: ServerResponse, form: Record<string, string>) {
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    if (!clientOk(req, form)) return send(401, { error: 'invalid_client' });
    let identity: StandInIdentity;
    let nonce = '';
    if (form.grant_type === 'authorization_code') {
      const grant = codes.get(form.code);
      codes.delete(form.code);
      if (!grant || Date.now() - grant.at > 60_000 || grant.redirectUri !== form.redirect_uri)
        return send(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      if (!form.code_verifier || sha256(form.code_verifier) !== grant.challenge)
        return send(400, { error: 'invalid_grant', error_description: 'Failed to verify code verifier' });
      identity = grant.identity;
      nonce = grant.nonce;
    } else if (form.grant_type === 'refresh_token') {
      const known = refreshTokens.get(form.refresh_token);
      refreshTokens.delete(form.refresh_token);
      if (!known) return send(400, { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' });
      identity = known;
    } else return send(400, { error: 'unsupported_grant_type' });
    const refresh = b64url(randomBytes(24));
    refreshTokens.set(refresh, identity);
    const body: Record<string, unknown> = {
      access_token: await sign({ sub: identity.sub, scope: 'openid profile email offline_access' }),
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: 600,
    };
    if (form.grant_type === 'authorization_code') body.id_token = await idToken(identity, nonce);
    send(200, body);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const form = req.method === 'POST' ? await readForm(req) : undefined;
      provider.requests.push({ method: req.method ?? 'GET', path: url.pathname, body: form });
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/.well-known/openid-configuration') {
        return json({
          issuer,
          authorization_endpoint: `${issuer}authorize`,
          token_endpoint: `${issuer}oauth/token`,
          jwks_uri: `${issuer}.well-known/jwks.json`,
          end_session_endpoint: `${issuer}oidc/logout`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        });
      }
      if (url.pathname === '/.well-known/jwks.json') return json({ keys: [jwk] });
      if (url.pathname === '/authorize' && req.method === 'GET') {
        if (url.searchParams.get('client_id') !== provider.clientId) return res.writeHead(400).end('Unknown client');
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(signInPage(url.searchParams, provider.nextIdentity));
      }
      if (url.pathname === '/authorize' && form) {
        const query = new URLSearchParams(form);
        const identity = {
          sub: form.sub,
          email: form.email || undefined,
          email_verified: form.email_verified === 'true',
        };
        const to = form.decision === 'deny' ? denied(query) : issueCode(query, identity);
        return res.writeHead(302, { location: to }).end();
      }
      if (url.pathname === '/oauth/token' && form) return token(req, res, form);
      if (url.pathname === '/oidc/logout') {
        provider.logouts.push(url);
        const back = url.searchParams.get('post_logout_redirect_uri');
        if (url.searchParams.get('client_id') !== provider.clientId || !back)
          return res.writeHead(400).end('Bad logout');
        return res.writeHead(302, { location: back }).end();
      }
      res.writeHead(404).end();
    })().catch((err) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const provider: StandInOidcProvider = {
    issuer,
    clientId: opts.clientId ?? 'laurel-web',
    clientSecret: opts.clientSecret ?? 'stand-in-secret',
    audience: opts.audience ?? 'https://api.laurel.test/',
    nextIdentity: { sub: 'auth0|nobody', email: 'nobody@laurel.test', email_verified: true },
    approve: (authorizationUrl, identity) => {
      const query = new URL(authorizationUrl).searchParams;
      return issueCode(query, identity ?? provider.nextIdentity);
    },
    fault: (kind) => {
      nextFault = kind;
    },
    endSessions: (sub) => {
      for (const [t, who] of refreshTokens) if (who.sub === sub) refreshTokens.delete(t);
    },
    sign,
    requests: [],
    logouts: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return provider;
}
