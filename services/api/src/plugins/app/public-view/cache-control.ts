/**
 * Cache headers of what visitors read, made for a shared cache at the edge (deploy/edge.conf, or a CDN) in front
 * of the API replicas (issue 26):
 * - Browsers revalidate every time (`max-age=0`: a 304 by ETag when nothing changed, so an edit shows on the
 *   next read). No `stale-while-revalidate` in the Cache-Control a browser gets: Chromium would show a kiosk or
 *   TV the reply from before an edit.
 * - A shared cache may keep a reply `s-maxage` seconds and then revalidate it by ETag (nginx reads `s-maxage`;
 *   `CDN-Cache-Control`, RFC 9213, says the same to CDNs and lets them serve the old reply while they fetch
 *   the new one for `stale-while-revalidate` seconds). An edit therefore reaches every visitor behind the edge
 *   within about a second of the first read after it.
 * - deploy/edge.conf asks with `Laurel-Edge: 1` (EDGE_REQUEST_HEADER) and gets its own bounds in Cache-Control,
 *   the only header nginx reads: `stale-while-revalidate=1` (one visitor's read refreshes the reply while the
 *   others get the kept one, for a second past its age) and `stale-if-error=5` (the kept reply while every
 *   replica fails, five seconds at most). The edge takes both out of what it sends on, so no browser sees them.
 *   Its configuration allows no stale reply of its own: every stale use is bounded by the reply itself. A reply
 *   it may keep also says `X-Accel-Expires: @<this second>`: kept to the end of the second (`forTheEdge`).
 * - `Vary: Accept-Encoding, Authorization`: the encodings are kept apart, and a request with a bearer token is
 *   never answered with a kept anonymous reply (the edge also refuses to cache or serve those, see edge.conf).
 * Editing views and anything a signed-in caller reads are `private, no-store`: no cache keeps them.
 * - Near a scheduled publish or unpublish (issue 29, `publicReadBefore`), a reply may be kept only until that
 *   second, never served stale (not while updating, not on error): a cache cannot show anyone the site from
 *   before a reveal, or something unpublished, once it is due, even when every replica is down at that second.
 */
export const PUBLIC_SHARED_MAX_AGE_S = 1;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 10;
/** What deploy/edge.conf may do with a kept reply past its age: serve it while one read refreshes it, or on error. */
export const EDGE_STALE_WHILE_REVALIDATE_S = 1;
export const EDGE_STALE_IF_ERROR_S = 5;
/** Set by deploy/edge.conf on every request it passes on (its value "1"). */
export const EDGE_REQUEST_HEADER = 'laurel-edge';

/** Response headers that say how a reply may be cached. */
export type CacheHeaders = Readonly<Record<string, string>>;

export const PUBLIC_READ: CacheHeaders = {
  'cache-control': `public, max-age=0, s-maxage=${PUBLIC_SHARED_MAX_AGE_S}`,
  'cdn-cache-control': `max-age=${PUBLIC_SHARED_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`,
};
/** PUBLIC_READ as deploy/edge.conf is told it (edge.conf maps this exact Cache-Control back to PUBLIC_READ's). */
export const PUBLIC_READ_AT_EDGE: CacheHeaders = {
  ...PUBLIC_READ,
  'cache-control': `${PUBLIC_READ['cache-control']}, stale-while-revalidate=${EDGE_STALE_WHILE_REVALIDATE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
};

/** Whether a shared cache may keep a reply with these headers at all (public, s-maxage of a second or more). */
export const mayBeKept = (cache: CacheHeaders): boolean =>
  /^public\b.*\bs-maxage=[1-9]/.test(cache['cache-control'] ?? '');

/**
 * The headers for a request that came through deploy/edge.conf: its own stale bounds on a plain public read, and
 * a reply it may keep kept to the end of the current second (`X-Accel-Expires: @<second>`, which nginx reads and
 * never passes on): nginx counts freshness in whole seconds, so `s-maxage=1` alone kept a reply up to 2 s. Sent
 * after Cache-Control (nginx 1.22 skips a Cache-Control that comes after X-Accel-Expires, stale bounds included).
 */
export function forTheEdge(cache: CacheHeaders, now = Date.now()): CacheHeaders {
  const headers = cache === PUBLIC_READ ? PUBLIC_READ_AT_EDGE : cache;
  return mayBeKept(headers) ? { ...headers, 'x-accel-expires': `@${Math.floor(now / 1000)}` } : headers;
}

export const PUBLIC_VARY = 'Accept-Encoding, Authorization';
export const PRIVATE_NO_STORE = 'private, no-store';

/** The longest a cache may serve a PUBLIC_READ reply after it was made (age and stale use; nginx's whole seconds). */
const LONGEST_KEPT_MS =
  (PUBLIC_SHARED_MAX_AGE_S +
    Math.max(PUBLIC_STALE_WHILE_REVALIDATE_S, EDGE_STALE_WHILE_REVALIDATE_S + 1, EDGE_STALE_IF_ERROR_S + 1)) *
  1000;

/**
 * The headers of a public reply `msUntil` ms before the site's next scheduled moment (null: none is near), made
 * at `now`. A reply that, with its stale times, could still be served after the moment is sent with a shared
 * max-age that ends before it and no stale serving. nginx counts in whole seconds: a reply stored during second
 * S with s-maxage=n is fresh until S + n + 1, so n is the whole seconds from S + 1 to the moment (0: not kept).
 */
export function publicReadBefore(msUntil: number | null, now = Date.now()): CacheHeaders {
  if (msUntil === null || msUntil > LONGEST_KEPT_MS) return PUBLIC_READ;
  const second = Math.floor(now / 1000);
  const s = Math.max(0, Math.min(PUBLIC_SHARED_MAX_AGE_S, Math.floor((now + msUntil) / 1000 - second) - 1));
  return {
    'cache-control': `public, max-age=0, s-maxage=${s}, proxy-revalidate`,
    'cdn-cache-control': `max-age=${s}, must-revalidate`,
  };
}
