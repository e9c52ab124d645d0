import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterField } from '@laurel/domain';
import { PAGE_PARAM, decodeFilterQuery, encodeFilterQuery, isFilterStateEmpty, type FilterState } from '@laurel/domain';
import { rememberedFiltersKey as storageKey } from './remembered-filters';

export { clearRememberedFilters } from './remembered-filters';

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The filter state of a folder lives in the `filter` query parameter (so it is preselectable by link and
 * carried between navigations). The last filters used in a folder are remembered for the session and
 * restored when the visitor comes back to it without a `filter` in the address.
 */
export function useFilterState(siteId: string, categoryId: string | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const state = useMemo(() => decodeFilterQuery(raw), [raw]);
  const key = categoryId ? storageKey(siteId, categoryId) : null;

  useEffect(() => {
    if (!key || raw !== null) return;
    const stored = readStored(key);
    if (stored) {
      setParams(
        (p) => {
          p.set('filter', stored);
          return p;
        },
        { replace: true },
      );
    }
  }, [key, raw, setParams]);

  const update = useCallback(
    (field: FilterField, value: string | null) => {
      const next: FilterState = { ...state, [field]: value ?? undefined };
      const encoded = encodeFilterQuery(next);
      try {
        if (key) sessionStorage.setItem(key, encoded);
      } catch {
        /* storage unavailable: the address still holds the filter */
      }
      setParams(
        (p) => {
          // An empty `filter=` clears it explicitly (the shell would otherwise carry the previous one).
          p.set('filter', encoded);
          p.delete(PAGE_PARAM); // a new filter starts at its first page
          return p;
        },
        { replace: true },
      );
    },
    [state, key, setParams],
  );

  // Text fields keep what is typed; clearing every filter gives them a new key so they empty too.
  const [resets, setResets] = useState(0);
  const clear = useCallback(() => {
    try {
      if (key) sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
    setParams(
      (p) => {
        p.set('filter', '');
        p.delete(PAGE_PARAM);
        return p;
      },
      { replace: true },
    );
    setResets((n) => n + 1);
  }, [key, setParams]);

  return { state, update, clear, resets, empty: isFilterStateEmpty(state) };
}
