/**
 * Connecting an admin's Canva account (OAuth 2 authorization code + PKCE, S256), done by the API so the browser
 * never holds the client secret or a Canva token: `startConnect` keeps the state and the PKCE verifier (sealed)
 * for 10 minutes and gives Canva's consent address; Canva sends the browser to `/canva-redirect`, whose page
 * hands the query to `finishConnect`, which takes the pending state once, checks it is this admin's, exchanges
 * the code with the verifier and stores the tokens. `disconnect` revokes them at Canva and forgets them.
 */
import { timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { ROUTE_PATTERNS, type CanvaFinishBody, type CanvaStatus } from '@laurel/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../plugins/app/http-errors';
import type { AuthedCtx } from '../context';
import { sealString, unsealString } from '../oidc/sealed';
import { requestOrigin, type PageRequest } from '../oidc/page-origin';
import { canvaApi, CanvaAuthLost, exchangeCode, revokeToken } from './canva-client';
import { canvaConfigOf, sealedTokens } from './canva-session';

const PENDING_MS = 10 * 60_000;
export const CONNECT_EXPIRED =
  'Connecting to Canva took too long or was started in another tab or by another account. Please connect again.';
export const CONNECT_CANCELLED = 'Canva was not connected: the permission was not given on Canva’s page.';

export async function canvaStatus(ctx: AuthedCtx): Promise<CanvaStatus> {
  if (!ctx.app.config.canva) return { configured: false, connected: false, displayName: null };
  const conn = await ctx.app.repos.canvaConnections.findById(ctx.user._id);
  return { configured: true, connected: Boolean(conn?.tokens), displayName: conn?.tokens ? conn.displayName : null };
}

const redirectUriFor = (app: FastifyInstance, request: PageRequest): string =>
  canvaConfigOf(app).redirectUri ?? `${requestOrigin(app, request)}${ROUTE_PATTERNS.canvaRedirect}`;

export async function startConnect(ctx: AuthedCtx, request: PageRequest): Promise<{ authorizationUrl: string }> {
  const config = canvaConfigOf(ctx.app);
  const redirectUri = redirectUriFor(ctx.app, request);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  await ctx.app.repos.canvaConnections.startPending(ctx.user._id, {
    state,
    verifier: await sealString(ctx.app.config.jwtSecret, verifier),
    redirectUri,
    expiresAt: new Date(Date.now() + PENDING_MS).toISOString(),
  });
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 's256',
    scope: config.scopes,
    response_type: 'code',
    client_id: config.clientId,
    state,
    redirect_uri: redirectUri,
  }).toString();
  return { authorizationUrl: url.toString() };
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export async function finishConnect(ctx: AuthedCtx, body: CanvaFinishBody): Promise<CanvaStatus> {
  const config = canvaConfigOf(ctx.app);
  const { canvaConnections } = ctx.app.repos;
  const before = await canvaConnections.takePending(ctx.user._id, body.state);
  const pending = before?.pending;
  if (!pending || !sameText(pending.state, body.state) || Date.parse(pending.expiresAt) < Date.now())
    throw badRequest(CONNECT_EXPIRED);
  if (body.error || !body.code) throw badRequest(CONNECT_CANCELLED);
  const verifier = await unsealString(ctx.app.config.jwtSecret, pending.verifier);
  if (!verifier) throw badRequest(CONNECT_EXPIRED);
  let tokens;
  try {
    tokens = await exchangeCode(config, body.code, verifier, pending.redirectUri);
  } catch (err) {
    if (err instanceof CanvaAuthLost) throw badRequest(CONNECT_EXPIRED);
    throw err;
  }
  let displayName: string | null = null;
  try {
    const me = await canvaApi<{ profile?: { display_name?: string } }>(
      config,
      tokens.access_token,
      '/v1/users/me/profile',
    );
    displayName = me.profile?.display_name?.trim() || null;
  } catch (err) {
    ctx.app.log.warn({ err }, 'Canva profile could not be read; connected without a name');
  }
  // A connection made again replaces the old one; the old tokens are revoked at Canva.
  const old = before?.tokens ? await unsealString(ctx.app.config.jwtSecret, before.tokens.refreshToken) : null;
  await canvaConnections.saveTokens(ctx.user._id, await sealedTokens(ctx.app, tokens), displayName);
  if (old) await revokeToken(config, old);
  return { configured: true, connected: true, displayName };
}

export async function disconnect(ctx: AuthedCtx): Promise<CanvaStatus> {
  const config = canvaConfigOf(ctx.app);
  const conn = await ctx.app.repos.canvaConnections.findById(ctx.user._id);
  if (conn?.tokens) {
    await ctx.app.repos.canvaConnections.forget(ctx.user._id);
    const refresh = await unsealString(ctx.app.config.jwtSecret, conn.tokens.refreshToken);
    if (refresh && !(await revokeToken(config, refresh)))
      ctx.app.log.warn({ userId: ctx.user._id }, 'Canva did not confirm revoking the tokens; they were forgotten here');
  }
  return { configured: true, connected: false, displayName: null };
}
