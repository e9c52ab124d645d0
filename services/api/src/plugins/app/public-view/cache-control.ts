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
 * - Near a scheduled publish or unpublish (issue 29, `publicReadBefore`), a reply may be kept only until that
 *   second, never served stale: a cache cannot show anyone the site from before a reveal once it is due.
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

/**
 * The headers of a public reply `msUntil` ms before the site's next scheduled moment (null: none is near).
 * A reply that, with its stale-while-revalidate time, could still be served after the moment is sent with a
 * shared max-age that ends before it (whole seconds, rounded down: 0 below one second) and no stale serving.
 */
export function publicReadBefore(msUntil: number | null): CacheHeaders {
  const longest = (PUBLIC_SHARED_MAX_AGE_S + PUBLIC_STALE_WHILE_REVALIDATE_S) * 1000;
  if (msUntil === null || msUntil > longest) return PUBLIC_READ;
  const s = Math.max(0, Math.min(PUBLIC_SHARED_MAX_AGE_S, Math.floor(msUntil / 1000)));
  return {
    'cache-control': `public, max-age=0, s-maxage=${s}, proxy-revalidate`,
    'cdn-cache-control': `max-age=${s}, must-revalidate`,
  };
}
