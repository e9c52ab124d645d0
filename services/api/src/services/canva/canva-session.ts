/**
 * The admin's Canva tokens in use: the configuration (503 with CANVA_NOT_SET_UP when the installation has no
 * Canva integration), a live access token (refreshed a minute before it expires; Canva's refresh tokens work
 * once, so one request refreshes while the others wait for its result), and what happens when Canva stops
 * accepting them (the tokens are forgotten and the admin is asked to connect again, 409 — never 401, which
 * would end the admin's Laurel session).
 */
import type { FastifyInstance } from 'fastify';
import { CANVA_NOT_SET_UP } from '@laurel/domain';
import type { CanvaConfig } from '../../config-canva';
import { conflict, HttpError } from '../../plugins/app/http-errors';
import type { CanvaConnectionDoc } from '../../plugins/app/repositories/canva-repositories';
import type { AuthedCtx } from '../context';
import { sealString, unsealString } from '../oidc/sealed';
import { CanvaAuthLost, refreshTokens, type CanvaTokens } from './canva-client';

export const CANVA_RECONNECT = 'Canva no longer accepts the connection to your Canva account. Please connect again.';
export const CANVA_NOT_CONNECTED = 'Connect your Canva account first.';
const REFRESH_MARGIN_MS = 60_000;

export function canvaConfigOf(app: FastifyInstance): CanvaConfig {
  if (!app.config.canva) throw new HttpError(503, CANVA_NOT_SET_UP);
  return app.config.canva;
}

/** The tokens sealed for storage, with their expiry. */
export async function sealedTokens(app: FastifyInstance, t: CanvaTokens) {
  const secret = app.config.jwtSecret;
  return {
    accessToken: await sealString(secret, t.access_token),
    refreshToken: await sealString(secret, t.refresh_token),
    expiresAt: new Date(Date.now() + Math.max(60, t.expires_in) * 1000).toISOString(),
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function refreshed(ctx: AuthedCtx, config: CanvaConfig, conn: CanvaConnectionDoc): Promise<string> {
  const { canvaConnections } = ctx.app.repos;
  const userId = ctx.user._id;
  if (!(await canvaConnections.claimRefresh(userId))) {
    // Another request is refreshing: use what it stores (for up to 15 s).
    for (let i = 0; i < 60; i++) {
      await wait(250);
      const now = await canvaConnections.findById(userId);
      if (!now?.tokens) throw conflict(CANVA_RECONNECT);
      if (now.tokens.refreshToken !== conn.tokens?.refreshToken) return accessTokenOf(ctx, now);
    }
    throw new HttpError(503, 'Canva is slow to renew the connection; please try again in a moment.');
  }
  const refresh = await unsealString(ctx.app.config.jwtSecret, conn.tokens?.refreshToken);
  if (!refresh) throw await lost(ctx);
  try {
    const tokens = await refreshTokens(config, refresh);
    await canvaConnections.saveTokens(userId, await sealedTokens(ctx.app, tokens));
    return tokens.access_token;
  } catch (err) {
    if (err instanceof CanvaAuthLost) throw await lost(ctx);
    await canvaConnections.saveTokens(userId, conn.tokens!); // releases the claim, tokens unchanged
    throw err;
  }
}

async function accessTokenOf(ctx: AuthedCtx, conn: CanvaConnectionDoc): Promise<string> {
  const config = canvaConfigOf(ctx.app);
  if (!conn.tokens) throw conflict(CANVA_NOT_CONNECTED);
  if (Date.parse(conn.tokens.expiresAt) - REFRESH_MARGIN_MS > Date.now()) {
    const token = await unsealString(ctx.app.config.jwtSecret, conn.tokens.accessToken);
    if (token) return token;
  }
  return refreshed(ctx, config, conn);
}

/** Forgets the admin's tokens after Canva refused them; the error to answer with. */
async function lost(ctx: AuthedCtx): Promise<HttpError> {
  await ctx.app.repos.canvaConnections.forget(ctx.user._id);
  ctx.app.log.info({ userId: ctx.user._id }, 'Canva refused the stored tokens; the connection was forgotten');
  return conflict(CANVA_RECONNECT);
}

/**
 * Runs `work` with the admin's Canva access token. A 401 from Canva with a token that looked valid gets one
 * refresh and one retry; a second refusal forgets the connection (409 CANVA_RECONNECT).
 */
export async function withCanva<T>(
  ctx: AuthedCtx,
  work: (token: string, config: CanvaConfig) => Promise<T>,
): Promise<T> {
  const config = canvaConfigOf(ctx.app);
  const conn = await ctx.app.repos.canvaConnections.findById(ctx.user._id);
  if (!conn?.tokens) throw conflict(CANVA_NOT_CONNECTED);
  try {
    return await work(await accessTokenOf(ctx, conn), config);
  } catch (err) {
    if (!(err instanceof CanvaAuthLost)) throw err;
  }
  const again = await ctx.app.repos.canvaConnections.findById(ctx.user._id);
  if (!again?.tokens) throw conflict(CANVA_RECONNECT);
  try {
    return await work(await refreshed(ctx, config, again), config);
  } catch (err) {
    if (err instanceof CanvaAuthLost) throw await lost(ctx);
    throw err;
  }
}
