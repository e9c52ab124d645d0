/**
 * The cast service worker's caching strategies, given the CacheStorage and fetch they use.
 * - page: network first; the last good page is kept and served when the server is unreachable, fails
 *   (5xx) or has not answered within PAGE_TIMEOUT_MS.
 * - asset: cache first; files without a content hash are refreshed in the background.
 * - media: cache first, kept to MEDIA_CACHE_LIMIT photos (oldest out first).
 */
import { isHashedAsset, MEDIA_CACHE, MEDIA_CACHE_LIMIT } from './routes';

export interface Env {
  caches: CacheStorage;
  fetch: typeof fetch;
  buildCache: string;
  pageKey: string;
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
  const cache = await env.caches.open(MEDIA_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await env.fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trimCache(cache, MEDIA_CACHE_LIMIT);
  }
  return response;
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
