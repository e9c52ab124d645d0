/**
 * Twitter / X home buttons through the X API v2 (TWITTER_BEARER_TOKEN, TWITTER_API_BASE), read with the API's
 * one outbound fetch. Without a token the feature is off and answers 503 with a clear message. Confirming a
 * username checks that the account exists and marks the button confirmed (a failure changes nothing stored
 * and is logged); tweets are read only for confirmed buttons, cached for 5 minutes per site and handle, and
 * read afresh for an editor of the site in CMS mode (SPEC §5). SPEC §8 "Failing to fetch tweets: logged".
 */
import type { FastifyInstance } from 'fastify';
import {
  extractTwitterHandle,
  MESSAGES,
  type HomeButton,
  type Tweet,
  type TwitterConfirmReply,
  type TwitterFeedStatus,
} from '@laurel/domain';
import type { SiteDoc } from '../../plugins/app/repositories';
import { badRequest, HttpError, notFound } from '../../plugins/app/http-errors';
import { emitChange, type AuthedCtx } from '../context';
import { guardedFetch, OutboundError } from './guarded-fetch';

export interface TwitterConfig {
  bearerToken: string;
  apiBase: string;
}

export const TWITTER_OFF =
  'Twitter is not configured on this server: set TWITTER_BEARER_TOKEN (and TWITTER_API_BASE for a non-default API address).';
export const CONFIRM_FAILED = MESSAGES.twitterConfirmError;
const TIMEOUT_MS = 8000;
const CACHE_MS = 5 * 60_000;
const FAILURE_CACHE_MS = 60_000;
const cache = new Map<string, { at: number; tweets: Tweet[]; error?: FeedError }>();

/** A failure to read X, with the reason an admin is shown (and the log says). */
class FeedError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: string,
  ) {
    super(statusCode, message);
  }
}

function xAnswered(status: number): string {
  if (status === 401 || status === 403) return `the X API answered ${status} (check the token)`;
  if (status === 429) return 'the X API answered 429 (too many requests; this clears within minutes)';
  return `the X API answered ${status}`;
}

export function twitterConfigFrom(env: NodeJS.ProcessEnv): TwitterConfig | null {
  const bearerToken = env.TWITTER_BEARER_TOKEN?.trim();
  if (!bearerToken) return null;
  const apiBase = (env.TWITTER_API_BASE?.trim() || 'https://api.x.com').replace(/\/+$/, '');
  try {
    new URL(apiBase);
  } catch {
    throw new Error(`TWITTER_API_BASE must be a URL (got "${apiBase}").`);
  }
  return { bearerToken, apiBase };
}

const MAX_BYTES = 1024 * 1024;

async function xGet<T>(config: TwitterConfig, path: string): Promise<{ status: number; body: T | null }> {
  try {
    const response = await guardedFetch(`${config.apiBase}${path}`, {
      headers: { authorization: `Bearer ${config.bearerToken}`, accept: 'application/json' },
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES,
    });
    let body: T | null = null;
    try {
      body = JSON.parse(response.text) as T;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (err) {
    if (err instanceof OutboundError)
      throw new FeedError(
        502,
        `Twitter could not be read: ${err.message}.`,
        `the X API could not be reached (${err.message})`,
      );
    throw err;
  }
}

type UserLookup = { data?: { id: string; username: string } };
type TimelineBody = { data?: { id: string; text: string; created_at?: string }[] };

async function lookupUser(config: TwitterConfig, handle: string): Promise<{ id: string; username: string } | null> {
  const { status, body } = await xGet<UserLookup>(config, `/2/users/by/username/${encodeURIComponent(handle)}`);
  if (status === 429)
    throw new FeedError(503, 'Twitter is rate-limiting this server; try again in a few minutes.', xAnswered(status));
  if (status === 401 || status === 403)
    throw new FeedError(502, 'Twitter refused the configured TWITTER_BEARER_TOKEN.', xAnswered(status));
  if (status !== 200)
    throw new FeedError(502, `Twitter answered ${status} when looking up @${handle}.`, xAnswered(status));
  return body?.data ?? null;
}

function twitterButton(site: SiteDoc, buttonId: string): HomeButton {
  const button = (site.homeButtons ?? []).find((b) => b.buttonId === buttonId);
  if (!button) throw notFound(`No home button exists with id ${buttonId}`);
  if (button.type !== 'Twitter') throw badRequest(`Home button ${buttonId} is not a Twitter button.`);
  return button;
}

export async function confirmUsername(
  ctx: AuthedCtx,
  config: TwitterConfig | null,
  buttonId: string,
  username: string,
): Promise<TwitterConfirmReply> {
  const { site } = ctx;
  twitterButton(site, buttonId);
  const handle = extractTwitterHandle(username);
  const fail = (reason: string) => {
    ctx.app.log.warn({ siteId: site.siteID, buttonId, username, reason }, CONFIRM_FAILED);
    return badRequest(`${CONFIRM_FAILED}: ${reason}`);
  };
  if (!handle) throw fail(`"${username}" is not a Twitter handle or profile URL.`);
  if (!config) throw new HttpError(503, TWITTER_OFF);
  const user = await lookupUser(config, handle);
  if (!user) throw fail(`@${handle} was not found.`);
  const homeButtons = site.homeButtons.map((b) =>
    b.buttonId === buttonId ? { ...b, data: { ...b.data, username: user.username, confirmed: true } } : b,
  );
  await ctx.app.repos.sites.setFields(site._id, { homeButtons });
  emitChange(ctx, 'site', site.siteID);
  return { confirmed: true, username: user.username };
}

/**
 * A confirmed button's recent posts. Visitors are served from a 5-minute cache (a failure is remembered for a
 * minute, so an outage does not send every visitor's request to X); a failure is stored for the site's admins
 * and logged once when a run of failures begins (not per request), its end once when the feed reads again.
 */
export async function tweetsFor(
  app: FastifyInstance,
  config: TwitterConfig | null,
  site: SiteDoc,
  buttonId: string,
  fresh = false,
): Promise<Tweet[]> {
  const button = twitterButton(site, buttonId);
  const handle = extractTwitterHandle(button.data?.username);
  if (!handle || !button.data?.confirmed) return [];
  if (!config) throw new HttpError(503, TWITTER_OFF);
  const key = `${site.siteID}|${handle.toLowerCase()}`;
  const hit = cache.get(key);
  if (!fresh && hit && Date.now() - hit.at < (hit.error ? FAILURE_CACHE_MS : CACHE_MS)) {
    if (hit.error) throw hit.error;
    return hit.tweets;
  }
  try {
    const tweets = await readPosts(config, handle);
    cache.set(key, { at: Date.now(), tweets });
    if (await app.repos.twitterFeedFailures.recovered(site.siteID, handle))
      app.log.info({ siteId: site.siteID, handle }, 'The X feed can be read again');
    return tweets;
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    cache.set(key, { at: Date.now(), tweets: [], error: err });
    if (await app.repos.twitterFeedFailures.failed(site.siteID, handle, err.reason))
      app.log.warn({ siteId: site.siteID, buttonId, handle, reason: err.reason }, 'The X feed could not be read');
    err.alreadyLogged = true;
    throw err;
  }
}

async function readPosts(config: TwitterConfig, handle: string): Promise<Tweet[]> {
  const user = await lookupUser(config, handle);
  if (!user)
    throw new FeedError(
      502,
      `Twitter does not know @${handle}.`,
      `the X API does not know @${handle} (renamed or deleted?)`,
    );
  const { status, body } = await xGet<TimelineBody>(
    config,
    `/2/users/${encodeURIComponent(user.id)}/tweets?max_results=10&tweet.fields=created_at`,
  );
  if (status !== 200) throw new FeedError(502, `Twitter answered ${status} when reading tweets.`, xAnswered(status));
  return (body?.data ?? []).map((t) => ({ id: t.id, text: t.text, createdAt: t.created_at ?? '' }));
}

/** Why the button's feed failed the last time it was read, while it keeps failing (for the site's admins). */
export async function feedStatus(ctx: AuthedCtx, buttonId: string): Promise<TwitterFeedStatus> {
  const handle = extractTwitterHandle(twitterButton(ctx.site, buttonId).data?.username);
  const last = handle ? await ctx.app.repos.twitterFeedFailures.last(ctx.site.siteID, handle) : null;
  if (!last) return { lastFailure: null };
  return { lastFailure: { at: last.failedAt.toISOString(), since: last.since.toISOString(), reason: last.reason } };
}

export const clearTweetCache = () => cache.clear();
