/**
 * Which strategy the cast service worker uses for a request (pure, so it is unit-tested). Anything not
 * listed goes to the network untouched: the API's JSON (the player keeps its own saved content), the SSE
 * change notices, other origins, and non-GET requests. The strategies are @laurel/screens' (shared with the
 * kiosk's worker).
 */
import { isMediaPath, staleBuildCaches } from '@laurel/screens/service-worker';

export { isHashedAsset } from '@laurel/screens/service-worker';

export type Route = 'page' | 'asset' | 'media' | 'pass';

import { ASSET_PREFIX } from './asset-prefix';

export { ASSET_PREFIX };

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

export function routeOf(request: RequestFacts, scope: string): Route {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin) return 'pass';
  if (request.mode === 'navigate') return url.pathname.startsWith(base.pathname) ? 'page' : 'pass';
  if (url.pathname.startsWith(ASSET_PREFIX)) return 'asset';
  // Only whole images: video and audio arrive in ranges (206), which a cache cannot hold.
  if (request.destination === 'image' && isMediaPath(url.pathname)) return 'media';
  return 'pass';
}

/** The one key the player page is kept under: every /cast/{screenId} is the same standalone.html. */
export const pageKey = (scope: string): string => new URL('standalone.html', scope).href;

/** Cache names: the build's files and page by build version; photos outlive builds. */
export const CACHE_PREFIX = 'laurel-cast-';
export const buildCacheName = (version: string): string => `${CACHE_PREFIX}build-${version}`;
export const MEDIA_CACHE = `${CACHE_PREFIX}media`;
/** At most this many photos are kept; the oldest go first. */
export const MEDIA_CACHE_LIMIT = 300;

/** Caches to delete when a build activates: older builds' caches, never the photos or other apps' caches. */
export const staleCaches = (names: string[], version: string): string[] =>
  staleBuildCaches(names, CACHE_PREFIX, buildCacheName(version));
