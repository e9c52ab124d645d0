/**
 * Which strategy the kiosk's service worker uses for a request (pure, unit-tested). The kiosk keeps the
 * published site: the public pages (one kept copy of the shell's HTML serves them all), the shell's and the
 * public-site remote's code, the site's public API replies, photos, and fonts. Everything else — signed-in
 * requests, editing views (`?cms=1`), the change-notice stream, heartbeats, analytics, other origins — goes
 * to the network untouched.
 */
import { apiUrl, isPublicPath } from '@laurel/domain';
import { isMediaPath } from '@laurel/screens/service-worker';

export type KioskRoute = 'page' | 'asset' | 'data' | 'search' | 'media' | 'pass';

export interface KioskRequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  /** True when the request carries an Authorization header or a Range header. */
  personal: boolean;
}

/** Public reads of a site the kiosk keeps (after /api/v1/sites/{siteId}/). */
const SITE_READS =
  /^(styling|categories(\/.*)?|entries\/[^/]+|search-options|search-data|calendar|live|home-buttons\/[^/]+\/tweets|custom-fonts\/.+)$/;

export function kioskRouteOf(request: KioskRequestFacts, origin: string): KioskRoute {
  if (request.method !== 'GET' || request.personal) return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (request.mode === 'navigate') return path === '/' || isPublicPath(path) ? 'page' : 'pass';
  if (url.searchParams.get('cms') === '1' || url.searchParams.get('cms') === 'true') return 'pass';
  const site = /^\/api\/v1\/sites\/[^/]+\/(.+)$/.exec(path);
  if (site) return site[1] === 'search' ? 'search' : SITE_READS.test(site[1]) ? 'data' : 'pass';
  if (path.startsWith('/api/v1/fonts/')) return 'data';
  if (isMediaPath(path)) {
    // Videos stream and a flipbook's PDF is read by byte ranges (pages as needed): keeping either whole would
    // download all of it in the background.
    if (request.destination === 'video' || request.destination === 'audio' || path.endsWith('.pdf')) return 'pass';
    return 'media';
  }
  if (path.startsWith('/remotes/public-site/') || path === '/remotes.json' || path === '/config.json') return 'asset';
  if (/^\/[^/]+\.(js|css|svg|ico|woff2?)$/.test(path) && path !== `/${KIOSK_WORKER_FILE}`) return 'asset';
  return 'pass';
}

export const KIOSK_WORKER_FILE = 'kiosk-sw.js';
export const KIOSK_CACHE_PREFIX = 'laurel-kiosk-';
export const kioskBuildCache = (version: string) => `${KIOSK_CACHE_PREFIX}build-${version}`;
/** The public-site remote's files: kept across shell builds, refreshed from its manifest. */
export const KIOSK_REMOTE_CACHE = `${KIOSK_CACHE_PREFIX}remote`;
export const KIOSK_DATA_CACHE = { name: `${KIOSK_CACHE_PREFIX}data`, limit: 3000 };
export const KIOSK_MEDIA_CACHE = `${KIOSK_CACHE_PREFIX}media`;
/** Photos kept (every size shown); the oldest go first. */
export const KIOSK_MEDIA_LIMIT = 1500;
/** An API reply slower than this is served from the kept copy (a hung server must not freeze a tap). */
export const KIOSK_DATA_TIMEOUT_MS = 4000;
/** The one key the public pages' HTML is kept under (every public page is the shell's index.html). */
export const kioskPageKey = (origin: string) => `${origin}/__kiosk-page`;

/** The search-data URL of the site a search URL queries, and the term. */
export function searchRequestOf(url: string): { dataUrl: string; q: string } | null {
  const u = new URL(url);
  const m = /^\/api\/v1\/sites\/([^/]+)\/search$/.exec(u.pathname);
  if (!m) return null;
  const dataPath = apiUrl('GET /sites/:siteId/search-data', { siteId: decodeURIComponent(m[1]) });
  return { dataUrl: `${u.origin}/api/v1${dataPath}`, q: u.searchParams.get('q') ?? '' };
}

/** The files of the public-site remote listed by its mf-manifest.json (entry, exposes and shared, js and css). */
export function remoteFilesOf(manifest: unknown, manifestUrl: string): string[] {
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { assets?: Assets }[];
    shared?: { assets?: Assets }[];
  };
  type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  const names = new Set<string>();
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) names.add(`${entry.path ? `${entry.path}/` : ''}${entry.name}`);
  for (const part of [...(m.exposes ?? []), ...(m.shared ?? [])])
    for (const kind of [part.assets?.js, part.assets?.css])
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) names.add(file);
  return [...names].map((name) => new URL(name, manifestUrl).href);
}
