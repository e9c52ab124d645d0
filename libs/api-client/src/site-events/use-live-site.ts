import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api';
import type { RootState } from '../store';
import { afterHydration } from './after-hydration';
import { useSiteEvents, type SiteChanges } from './use-site-events';

type Tag = NonNullable<Parameters<typeof api.util.invalidateTags>[0][number]>;

/**
 * The cached data a burst of change notices makes stale, by id where the notice names it: a profile edit
 * refetches that profile, the folder pages (one may now list it), the folder tree (counts) and the search
 * replies; data of other profiles (prefetched for the next tap) stays.
 */
export function tagsForChanges(siteId: string, changes: SiteChanges): Tag[] {
  if (changes === 'all')
    return [{ type: 'Site', id: siteId }, 'CategoryTree', 'Category', 'Entry', 'SearchOptions', 'Media', 'CastScreen'];
  const tags = new Map<string, Tag>();
  const add = (tag: Tag) => tags.set(typeof tag === 'string' ? tag : `${tag.type}:${String(tag.id)}`, tag);
  // Folder replies list only what the visitor may see: a profile or sub-folder just published is in none of
  // their tags yet, so any content change refetches the folder pages (cheap: 304s from the public view).
  const listings = () => {
    add('Category');
    add({ type: 'CategoryTree', id: siteId });
    add({ type: 'SearchOptions', id: siteId });
    add({ type: 'Entry', id: `SEARCH-${siteId}` });
  };
  for (const { kind, id } of changes) {
    if (kind === 'site') add({ type: 'Site', id: siteId });
    else if (kind === 'entry') {
      add({ type: 'Entry', id });
      listings();
    } else if (kind === 'category') listings();
    else if (kind === 'media') add({ type: 'Media', id });
    else if (kind === 'castScreen') add({ type: 'CastScreen', id });
  }
  return [...tags.values()];
}

/**
 * Keeps what a page shows of a site current: on the site's change notices (SSE, or the live-state poll when
 * the stream cannot be held) the queries that read what changed are fetched again, so a saved setting or edit
 * shows on every open screen without a reload. A signed-in user's stream carries the access token, so an
 * editor's pages also follow unpublished content.
 */
export function useLiveSite(siteId: string | null | undefined): void {
  const dispatch = useDispatch();
  const onChange = useCallback(
    (changes: SiteChanges) => {
      if (siteId) afterHydration(() => dispatch(api.util.invalidateTags(tagsForChanges(siteId, changes))));
    },
    [dispatch, siteId],
  );
  const accessToken = useSelector((s: RootState) => s.session.accessToken);
  const kiosk = useSelector((s: RootState) => s.session.touchScreen);
  useSiteEvents(siteId ?? undefined, onChange, accessToken, kiosk ? 'kiosk' : undefined);
}
