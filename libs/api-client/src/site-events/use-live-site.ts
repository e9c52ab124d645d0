import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api';
import { useSiteEvents, type SiteChange } from './use-site-events';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

/** The cached data a change notice makes stale. */
export function tagsForChanges(siteId: string, kinds: ReadonlySet<SiteChange['kind']> | 'all'): Tag[] {
  const all = kinds === 'all';
  const tags: Tag[] = [];
  if (all || kinds.has('site')) tags.push({ type: 'Site', id: siteId });
  if (all || kinds.has('category') || kinds.has('entry'))
    tags.push('CategoryTree', 'Category', 'Entry', 'SearchOptions');
  if (all || kinds.has('media')) tags.push('Media');
  if (all || kinds.has('castScreen')) tags.push('CastScreen');
  return tags;
}

/**
 * Keeps what a page shows of a site current: on the site's change notices (SSE) the queries that read what
 * changed are fetched again, so a saved setting or edit shows on every open screen without a reload.
 */
export function useLiveSite(siteId: string | null | undefined): void {
  const dispatch = useDispatch();
  const onChange = useCallback(
    (kinds: ReadonlySet<SiteChange['kind']> | 'all') => {
      if (siteId) dispatch(api.util.invalidateTags(tagsForChanges(siteId, kinds)));
    },
    [dispatch, siteId],
  );
  useSiteEvents(siteId ?? undefined, onChange);
}
