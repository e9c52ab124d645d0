/**
 * Cache-Control of what visitors read. Public replies: browsers revalidate every time (a 304 when nothing
 * changed), a shared cache (CDN) may serve a reply for `s-maxage` seconds and, after that, an older reply for
 * up to `stale-while-revalidate` seconds while it fetches the new one in the background, so an edit reaches
 * every visitor within about `s-maxage` seconds of the first request after it. Editing views and anything a
 * signed-in caller reads are never stored by any cache.
 */
export const PUBLIC_SHARED_MAX_AGE_S = 10;
export const PUBLIC_STALE_WHILE_REVALIDATE_S = 60;

export const PUBLIC_READ = `public, max-age=0, s-maxage=${PUBLIC_SHARED_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE_S}`;
export const PRIVATE_NO_STORE = 'private, no-store';
