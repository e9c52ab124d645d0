/**
 * The standalone cast player's service worker (/cast/sw.js, scope /cast/): a TV that reloads while the server
 * is unreachable still boots the player, which then plays its saved content and recovers by itself.
 * The build fills in BUILD (version and the files to precache) when it emits dist/sw.js.
 */
import {
  cacheFirstAsset,
  cacheFirstMedia,
  keepMedia,
  networkFirstPage,
  type Env,
  type FetchEvent,
  type WaitEvent,
  type WorkerMessageEvent as MessageEvent,
  type WorkerScope,
} from '@laurel/screens/service-worker';
import { buildCacheName, MEDIA_CACHE, MEDIA_CACHE_LIMIT, pageKey, routeOf, staleCaches } from './routes';

interface CastBuild {
  version: string;
  assets: string[];
}

const BUILD_JSON = '__SCREEN_BUILD__';
const build = JSON.parse(BUILD_JSON) as CastBuild;
const sw = self as unknown as WorkerScope;
const env: Env = {
  caches,
  fetch: (input, init) => fetch(input, init),
  buildCache: buildCacheName(build.version),
  pageKey: pageKey(sw.registration.scope),
  mediaCache: MEDIA_CACHE,
  mediaLimit: MEDIA_CACHE_LIMIT,
};

async function install(): Promise<void> {
  const cache = await caches.open(env.buildCache);
  await cache.addAll(build.assets);
  // The page that registered this worker loaded without it: keep that page now.
  const scopePath = new URL(sw.registration.scope).pathname;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = windows.find((w) => new URL(w.url).pathname.startsWith(scopePath));
  if (page) await networkFirstPage(env, new Request(page.url)).catch(() => undefined);
  await sw.skipWaiting();
}

async function activate(): Promise<void> {
  await Promise.all(staleCaches(await caches.keys(), build.version).map((name) => caches.delete(name)));
  await sw.clients.claim();
}

sw.addEventListener('install', (event: WaitEvent) => event.waitUntil(install()));
sw.addEventListener('activate', (event: WaitEvent) => event.waitUntil(activate()));
sw.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'keep-media' || !Array.isArray(data.urls)) return;
  const scope = sw.registration.scope;
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' &&
      routeOf({ url, method: 'GET', mode: 'no-cors', destination: 'image' }, scope) === 'media',
  );
  event.waitUntil(keepMedia(env, urls));
});
sw.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const route = routeOf(request, sw.registration.scope);
  if (route === 'page') event.respondWith(networkFirstPage(env, request));
  else if (route === 'asset') event.respondWith(cacheFirstAsset(env, request, (p) => event.waitUntil(p)));
  else if (route === 'media') event.respondWith(cacheFirstMedia(env, request));
});
