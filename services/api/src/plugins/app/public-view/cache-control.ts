/**
 * Cache headers of what visitors read. Public replies: browsers revalidate every time (`no-cache`: a 304 when
 * nothing changed, so an edit shows on the next read), and a shared cache (CDN) is told through
 * `CDN-Cache-Control` (RFC 9213, which browsers ignore) that it may serve a reply for `max-age` seconds and,
 * after that, an older reply for up to `stale-while-revalidate` seconds while it fetches the new one, so an
 * edit reaches every visitor behind a CDN within about `max-age` seconds of the first request after it.
 * (`stale-while-revalidate` in Cache-Control itself would let Chromium show a kiosk or TV the reply from
 * before an edit.) Editing views and anything a signed-in caller reads are never stored by any cache.
 */
export const PUBLIC_SHARED_MAX_AGE_S = 10;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 60;

/** Response headers that say how a reply may be cached. */
export type CacheHeaders = Readonly<Record<string, string>>;

export const PUBLIC_READ: CacheHeaders = {
  'cache-control': 'public, no-cache',
  'cdn-cache-control': `max-age=${PUBLIC_SHARED_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`,
};
export const PRIVATE_NO_STORE = 'private, no-store';
