/**
 * The screens' service workers' caching strategies (the cast player's and the kiosk's), given the
 * CacheStorage and fetch they use.
 * - page: network first; the last good page is kept and served when the server is unreachable, fails
 *   (5xx) or has not answered within PAGE_TIMEOUT_MS.
 * - asset: cache first; files without a content hash are refreshed in the background.
 * - media: cache first, kept to `mediaLimit` photos (oldest out first).
 * - data: network first (a timeout, then the kept reply), kept to `dataLimit` replies (oldest out first).
 */
import { isHashedAsset } from './names';
import { photoFileOf } from '@laurel/domain';

export interface Env {
  caches: CacheStorage;
  fetch: typeof fetch;
  buildCache: string;
  pageKey: string;
  mediaCache: string;
  mediaLimit: number;
}

/** A server that does not answer the page within this long is treated as unreachable (hung, not refused). */
export const PAGE_TIMEOUT_MS = 8000;

export async function networkFirstPage(env: Env, request: Request, timeoutMs = PAGE_TIMEOUT_MS): Promise<Response> {
  const network = env.fetch(request).then(async (response) => {
    if (response.status === 200) await (await env.caches.open(env.buildCache)).put(env.pageKey, response.clone());
    return response;
  });
  network.catch(() => undefined); // still awaited below unless the kept page was served first
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first === 'slow') return (await env.caches.match(env.pageKey)) ?? (await network);
    // 200, or a 4xx the player should see (e.g. no build); a failing server (5xx) gets the kept page.
    if (first.status < 500) return first;
    return (await env.caches.match(env.pageKey)) ?? first;
  } catch (error) {
    const cached = await env.caches.match(env.pageKey);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function cacheFirstAsset(
  env: Env,
  request: Request,
  keepAlive: (p: Promise<unknown>) => void,
): Promise<Response> {
  const cache = await env.caches.open(env.buildCache);
  const refresh = () =>
    env.fetch(request).then(async (response) => {
      if (response.status === 200) await cache.put(request, response.clone());
      return response;
    });
  const cached = await cache.match(request);
  if (!cached) return refresh();
  if (!isHashedAsset(new URL(request.url).pathname)) keepAlive(refresh().catch(() => undefined));
  return cached;
}

export async function cacheFirstMedia(env: Env, request: Request | string): Promise<Response> {
  const cache = await env.caches.open(env.mediaCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  let response: Response;
  try {
    response = await env.fetch(request);
  } catch (error) {
    // Unreachable: another kept size of the same photo (the largest) rather than none.
    const other = await keptSizeOf(cache, typeof request === 'string' ? request : request.url);
    if (other) return other;
    throw error;
  }
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trimCache(cache, env.mediaLimit);
  }
  return response;
}

async function keptSizeOf(cache: Cache, url: string): Promise<Response | undefined> {
  const wanted = photoFileOf(new URL(url, 'http://x').pathname).photo;
  let best: { key: Request; width: number } | null = null;
  for (const key of await cache.keys()) {
    const kept = photoFileOf(new URL(key.url).pathname);
    if (kept.photo === wanted && (!best || kept.width > best.width)) best = { key, width: kept.width };
  }
  return best ? cache.match(best.key) : undefined;
}

/** Deletes the oldest entries (Cache keys are in insertion order) beyond `limit`. */
export async function trimCache(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

/** Keeps photos the page loaded before this worker controlled it; failures are left for the next time. */
export async function keepMedia(env: Env, urls: string[]): Promise<void> {
  for (const url of urls) {
    try {
      await cacheFirstMedia(env, url);
    } catch {
      /* unreachable now: cached when the page asks for it again */
    }
  }
}

/** Where API replies are kept, and how many. */
export interface DataCache {
  name: string;
  limit: number;
}

/**
 * Network first for API JSON: a 200 is kept (moved to the newest end, so the oldest go first past the limit);
 * when the network fails, answers 5xx or is silent for `timeoutMs`, the kept reply is served.
 */
export async function networkFirstData(
  env: Env,
  request: Request,
  data: DataCache,
  timeoutMs: number,
): Promise<Response> {
  const cache = await env.caches.open(data.name);
  const key = request.url;
  const network = env.fetch(request).then(async (response) => {
    if (response.status === 200) {
      await cache.delete(key);
      await cache.put(key, response.clone());
      await trimCache(cache, data.limit);
    }
    return response;
  });
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow' && first.status < 500) return first;
    return (await cache.match(key)) ?? (first === 'slow' ? await network : first);
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
