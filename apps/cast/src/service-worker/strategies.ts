/**
 * The cast service worker's caching strategies, given the CacheStorage and fetch they use.
 * - page: network first; the last good page is kept and served when the server is unreachable.
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

export async function networkFirstPage(env: Env, request: Request): Promise<Response> {
  try {
    const response = await env.fetch(request);
    if (response.status === 200) {
      const cache = await env.caches.open(env.buildCache);
      await cache.put(env.pageKey, response.clone());
      return response;
    }
    if (response.status < 500) return response;
    return (await env.caches.match(env.pageKey)) ?? response;
  } catch (error) {
    const cached = await env.caches.match(env.pageKey);
    if (cached) return cached;
    throw error;
  }
}

export async function cacheFirstAsset(env: Env, request: Request, keepAlive: (p: Promise<unknown>) => void): Promise<Response> {
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
