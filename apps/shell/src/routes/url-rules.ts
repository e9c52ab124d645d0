import { parsePublicPath, PREVIEW_AT_PARAM, previewAtOf } from '@laurel/domain';

/**
 * SPEC §2: "A URL hash is converted to a path plus query". Old links look like `/#/home/default?filter=A`
 * (or `#!/…`). Returns the new path + query + remaining hash, or null when the hash is not a route
 * (a plain `#section` anchor stays as it is).
 */
export function hashToPath(search: string, hash: string): string | null {
  const m = /^#!?(\/[^#]*)(#.*)?$/.exec(hash);
  if (!m) return null;
  const [pathPart, ...queryParts] = m[1].split('?');
  const query = new URLSearchParams(queryParts.join('?'));
  // Query parameters already in the real search win over the hash's copy.
  new URLSearchParams(search).forEach((v, k) => query.set(k, v));
  // The hash route replaces the path (old links had the app at '/').
  const path = pathPart.replace(/\/{2,}/g, '/');
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}${m[2] ?? ''}`;
}

export const FILTER_PARAM = 'filter';

/**
 * SPEC §2: "A 'filter' query parameter is carried between navigations". When the previous location had a
 * filter and the next has none, the next gets it. An explicitly empty `filter=` clears it (and is dropped).
 * Returns the search to use, or null when the next location needs no change.
 */
export function carryFilter(prevSearch: string, nextSearch: string): string | null {
  const next = new URLSearchParams(nextSearch);
  if (next.has(FILTER_PARAM)) {
    if (next.get(FILTER_PARAM) !== '') return null;
    next.delete(FILTER_PARAM);
    return asSearch(next);
  }
  const carried = new URLSearchParams(prevSearch).get(FILTER_PARAM);
  if (!carried) return null;
  next.set(FILTER_PARAM, carried);
  return asSearch(next);
}

/**
 * The preview time (`previewAt`, issue 29) is carried between public pages like the filter: an editor browsing
 * the site at a time stays at that time. Returns the search to use, or null when the next location needs no
 * change (it names a time, none was shown, or it is not a public page).
 */
export function carryPreviewAt(prevSearch: string, nextSearch: string, nextPathname: string): string | null {
  const carried = new URLSearchParams(prevSearch).get(PREVIEW_AT_PARAM);
  const next = new URLSearchParams(nextSearch);
  if (!carried || next.has(PREVIEW_AT_PARAM) || !parsePublicPath(nextPathname)) return null;
  next.set(PREVIEW_AT_PARAM, carried);
  return asSearch(next);
}

/** A page shows one preview time for its whole load: a location at another time (or at none) loads afresh. */
export const needsFreshLoad = (search: string, shownPreviewAt: string | null): boolean =>
  previewAtOf(search) !== shownPreviewAt;

const asSearch = (p: URLSearchParams) => {
  const s = p.toString();
  return s ? `?${s}` : '';
};
