/** Naming rules the screens' service workers share. */

/** A file name with a content hash (`main.e22e710d.js`) never changes, so it is never revalidated. */
export const isHashedAsset = (pathname: string): boolean => /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);

/** Caches to delete when a build activates: this worker's older build caches (`{prefix}build-…`), nothing else. */
export const staleBuildCaches = (names: string[], prefix: string, current: string): string[] =>
  names.filter((n) => n.startsWith(`${prefix}build-`) && n !== current);

/** Same-origin media paths (photos): the API's media files. */
export const MEDIA_PREFIXES = ['/media/', '/api/v1/media/'];
export const isMediaPath = (pathname: string): boolean => MEDIA_PREFIXES.some((p) => pathname.startsWith(p));
