/**
 * The standalone cast player's service worker (/cast/sw.js, scope /cast/): a TV that reloads while the server
 * is unreachable still boots the player, which then plays its saved content and recovers by itself.
 * The build fills in BUILD (version and the files to precache) when it emits dist/sw.js.
 */
import { buildCacheName, pageKey, routeOf, staleCaches } from './routes';
import { cacheFirstAsset, cacheFirstMedia, keepMedia, networkFirstPage, type Env } from './strategies';

interface CastBuild {
  version: string;
  assets: string[];
}
interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends WaitEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends WaitEvent {
  data: unknown;
}
interface WorkerScope {
  registration: { scope: string };
  clients: { claim(): Promise<void>; matchAll(options: object): Promise<Array<{ url: string }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

const BUILD_JSON = '__CAST_BUILD__';
const build = JSON.parse(BUILD_JSON) as CastBuild;
const sw = self as unknown as WorkerScope;
const env: Env = {
  caches,
  fetch: (input, init) => fetch(input, init),
  buildCache: buildCacheName(build.version),
  pageKey: pageKey(sw.registration.scope),
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
