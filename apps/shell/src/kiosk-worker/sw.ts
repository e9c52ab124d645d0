/**
 * The kiosk's service worker (/kiosk-sw.js, scope /), registered by the shell in touch-screen mode only: a
 * kiosk that loses the network or reboots without it still starts, browses and searches the whole published
 * site, and catches up by itself when the API is back (every read is network first).
 * - pages: network first, one kept copy of the shell's HTML for every public path;
 * - code: the shell's build (precached at install) and the public-site remote's files (read from its
 *   mf-manifest.json at install and on `warm`), cache first for hashed names, refreshed otherwise;
 * - API replies of the public reads: network first (4 s), kept up to 3,000, oldest out first;
 * - search: network first; offline, answered from the kept search data with the domain's search;
 * - photos: cache first, up to 1,500, oldest out first.
 * The build fills in BUILD (version and the shell's files) when it emits dist/kiosk-sw.js.
 */
import {
  cacheFirstAsset,
  cacheFirstMedia,
  keepMedia,
  networkFirstData,
  networkFirstPage,
  staleBuildCaches,
  type Env,
  type FetchEvent,
  type WaitEvent,
  type WorkerMessageEvent,
  type WorkerScope,
} from '@laurel/screens/service-worker';
import type { SearchData } from '@laurel/domain';
import {
  KIOSK_CACHE_PREFIX,
  KIOSK_DATA_CACHE,
  KIOSK_DATA_TIMEOUT_MS,
  KIOSK_MEDIA_CACHE,
  KIOSK_MEDIA_LIMIT,
  KIOSK_REMOTE_CACHE,
  kioskBuildCache,
  kioskPageKey,
  kioskRouteOf,
  remoteFilesOf,
  searchRequestOf,
} from './routes';
import { jsonResponse, offlineSearch } from './offline-search';

const build = JSON.parse('__SCREEN_BUILD__') as { version: string; assets: string[] };
const sw = self as unknown as WorkerScope;
const origin = new URL(sw.registration.scope).origin;
const env: Env = {
  caches,
  fetch: (input, init) => fetch(input, init),
  buildCache: kioskBuildCache(build.version),
  pageKey: kioskPageKey(origin),
  mediaCache: KIOSK_MEDIA_CACHE,
  mediaLimit: KIOSK_MEDIA_LIMIT,
};
const remoteEnv: Env = { ...env, buildCache: KIOSK_REMOTE_CACHE };

/** Keeps the public-site remote's current files and drops the ones no build lists any more. */
async function warmRemote(): Promise<void> {
  const remotes = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, string>;
  if (!remotes.public_site) return;
  const manifestUrl = new URL(remotes.public_site, origin).href;
  const manifest = await (await fetch(manifestUrl, { cache: 'no-store' })).json();
  const files = [manifestUrl, ...remoteFilesOf(manifest, manifestUrl)];
  const cache = await caches.open(KIOSK_REMOTE_CACHE);
  const kept = new Set((await cache.keys()).map((r) => r.url));
  await Promise.all(files.filter((f) => !kept.has(f) || f === manifestUrl).map((f) => cache.add(f)));
  const current = new Set(files);
  for (const url of kept)
    if (!current.has(url) && new URL(url).pathname.startsWith('/remotes/')) await cache.delete(url);
  // /remotes.json and /config.json are read before anything else at start: keep them too.
  await cache.addAll(['/remotes.json', '/config.json']);
}

async function install(): Promise<void> {
  await (await caches.open(env.buildCache)).addAll(build.assets);
  await warmRemote().catch(() => undefined);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = windows.find(
    (w) =>
      kioskRouteOf(
        { url: w.url, method: 'GET', mode: 'navigate', destination: 'document', personal: false },
        origin,
      ) === 'page',
  );
  if (page) await networkFirstPage(env, new Request(page.url)).catch(() => undefined);
  await sw.skipWaiting();
}

async function activate(): Promise<void> {
  const stale = staleBuildCaches(await caches.keys(), KIOSK_CACHE_PREFIX, env.buildCache);
  await Promise.all(stale.map((name) => caches.delete(name)));
  await sw.clients.claim();
}

async function search(request: Request): Promise<Response> {
  try {
    return await networkFirstData(env, request, KIOSK_DATA_CACHE, KIOSK_DATA_TIMEOUT_MS);
  } catch (error) {
    const query = searchRequestOf(request.url);
    const kept = query && (await (await caches.open(KIOSK_DATA_CACHE.name)).match(query.dataUrl));
    if (!query || !kept) throw error;
    return jsonResponse(offlineSearch((await kept.json()) as SearchData, query.q));
  }
}

/** Remote files: cache first (hashed), but the manifest and lists are network first so a new build is seen. */
function remoteAsset(event: FetchEvent): Promise<Response> {
  const path = new URL(event.request.url).pathname;
  if (path.endsWith('.json'))
    return networkFirstData(remoteEnv, event.request, { name: KIOSK_REMOTE_CACHE, limit: 1000 }, KIOSK_DATA_TIMEOUT_MS);
  return cacheFirstAsset(path.startsWith('/remotes/') ? remoteEnv : env, event.request, (p) => event.waitUntil(p));
}

sw.addEventListener('install', (event: WaitEvent) => event.waitUntil(install()));
sw.addEventListener('activate', (event: WaitEvent) => event.waitUntil(activate()));
sw.addEventListener('message', (event: WorkerMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'warm') event.waitUntil(warmRemote().catch(() => undefined));
  if (data?.type !== 'keep-media' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' &&
      kioskRouteOf({ url, method: 'GET', mode: 'no-cors', destination: 'image', personal: false }, origin) === 'media',
  );
  event.waitUntil(keepMedia(env, urls));
});
sw.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const personal = request.headers.has('authorization') || request.headers.has('range');
  const route = kioskRouteOf(
    { url: request.url, method: request.method, mode: request.mode, destination: request.destination, personal },
    origin,
  );
  if (route === 'page') event.respondWith(networkFirstPage(env, request, KIOSK_DATA_TIMEOUT_MS));
  else if (route === 'asset') event.respondWith(remoteAsset(event));
  else if (route === 'data') event.respondWith(networkFirstData(env, request, KIOSK_DATA_CACHE, KIOSK_DATA_TIMEOUT_MS));
  else if (route === 'search') event.respondWith(search(request));
  else if (route === 'media') event.respondWith(cacheFirstMedia(env, request));
});
