import { useMemo } from 'react';
import { useGetSearchDataQuery, useSearchSiteQuery } from '@laurel/api-client';
import { buildCategoryIndex, siteSearchReply, type SearchReply } from '@laurel/domain';

/** Wait after the last key before searching: results follow typing without a search per letter. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * Results of a (normalised) search term. `onDevice` (a kiosk) searches the site's public folders and entries
 * held on the device (`/search-data`, fetched once, which its service worker keeps too) with the domain's
 * `siteSearchReply` — what the API answers with — so no round trip per search; until they arrive, and on
 * the web, the API answers.
 */
export function useSiteSearch(
  siteId: string,
  term: string | null,
  onDevice: boolean,
): { data: SearchReply | undefined; loading: boolean } {
  const held = useGetSearchDataQuery(siteId, { skip: !onDevice || !siteId });
  const index = useMemo(
    () => (held.data ? buildCategoryIndex(held.data.categories, held.data.entries, []) : null),
    [held.data],
  );
  const local = onDevice && !!index;
  const remote = useSearchSiteQuery({ siteId, q: term ?? '' }, { skip: !term || local });
  const found = useMemo(
    () => (local && index && term ? siteSearchReply(index, term, false) : undefined),
    [local, index, term],
  );
  if (!term) return { data: undefined, loading: false };
  if (local) return { data: found, loading: false };
  return { data: remote.currentData, loading: remote.isFetching };
}
