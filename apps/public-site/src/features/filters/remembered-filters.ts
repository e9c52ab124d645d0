/**
 * Where a folder's last filters are remembered for the session (use-filter-state.ts). On its own: every page
 * frame forgets them when a kiosk goes idle, without the filter code a visitor's Home does not need.
 */
export const rememberedFiltersKey = (siteId: string, categoryId: string) => `laurel:filters:${siteId}:${categoryId}`;

/** Forget every remembered filter of a site (a kiosk that went idle starts fresh for the next visitor). */
export function clearRememberedFilters(siteId: string): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(rememberedFiltersKey(siteId, ''))) sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing remembered */
  }
}
