/**
 * Cache headers of what visitors read, made for a shared cache at the edge (deploy/edge.conf, or a CDN) in front
 * of the API replicas (issue 26):
 * - Browsers revalidate every time (`max-age=0`: a 304 by ETag when nothing changed, so an edit shows on the
 *   next read). No `stale-while-revalidate` in Cache-Control: Chromium would show a kiosk or TV the reply from
 *   before an edit.
 * - A shared cache may keep a reply `s-maxage` seconds and then revalidate it by ETag (nginx reads `s-maxage`;
 *   `CDN-Cache-Control`, RFC 9213, says the same to CDNs and lets them serve the old reply while they fetch
 *   the new one for `stale-while-revalidate` seconds). An edit therefore reaches every visitor behind the edge
 *   within about a second of the first read after it.
 * - `Vary: Accept-Encoding, Authorization`: the encodings are kept apart, and a request with a bearer token is
 *   never answered with a kept anonymous reply (the edge also refuses to cache or serve those, see edge.conf).
 * Editing views and anything a signed-in caller reads are `private, no-store`: no cache keeps them.
 */
export const PUBLIC_SHARED_MAX_AGE_S = 1;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 10;

/** Response headers that say how a reply may be cached. */
export type CacheHeaders = Readonly<Record<string, string>>;

export const PUBLIC_READ: CacheHeaders = {
  'cache-control': `public, max-age=0, s-maxage=${PUBLIC_SHARED_MAX_AGE_S}`,
  'cdn-cache-control': `max-age=${PUBLIC_SHARED_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`,
};
export const PUBLIC_VARY = 'Accept-Encoding, Authorization';
export const PRIVATE_NO_STORE = 'private, no-store';
