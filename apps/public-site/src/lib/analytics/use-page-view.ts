import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { isPreviewSearch } from '@laurel/domain';
import { useLocation } from 'react-router';
import { usePostAnalyticsEventsMutation, type RootState } from '@laurel/api-client';
import { visitId } from './visit-session';

/**
 * Runs `fn` once the browser is idle (at most 1 s later). A page's effects run inside the tap that opened it
 * (React flushes them before the first frame of a discrete event's render), and posting there (the store's
 * dispatches plus `fetch`) delayed the new page's first frame by a few ms.
 */
function afterFirstFrame(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 50);
}

/**
 * Posts one first-party `page_view` event per public page shown (never blocks, errors ignored). The event
 * keeps the moment the page was shown; it is sent when the browser is idle, and still sent if the visitor
 * has moved on by then (the page was shown).
 */
export function usePageView(siteId: string, ids: { categoryId?: string; entryId?: string } = {}, ready = true): void {
  const [post] = usePostAnalyticsEventsMutation();
  const touchScreen = useSelector((s: RootState) => s.session.touchScreen);
  const { pathname } = useLocation();
  const { categoryId, entryId } = ids;
  useEffect(() => {
    if (!siteId || !ready) return;
    // The settings page's preview of Home is an admin looking at their settings, not a visit.
    if (isPreviewSearch(window.location.search)) return;
    const event = {
      type: 'page_view',
      path: pathname,
      at: new Date().toISOString(),
      sessionId: visitId(),
      ...(categoryId ? { categoryId } : {}),
      ...(entryId ? { entryId } : {}),
    };
    afterFirstFrame(() => {
      post({ siteId, events: [event], touchScreen })
        .unwrap()
        .catch(() => undefined);
    });
  }, [siteId, pathname, categoryId, entryId, ready, post, touchScreen]);
}

/** Posts a `search` event with the (normalised) term a visitor searched for; errors ignored. */
export function useSearchEvent(siteId: string): (term: string) => void {
  const [post] = usePostAnalyticsEventsMutation();
  const touchScreen = useSelector((s: RootState) => s.session.touchScreen);
  const { pathname } = useLocation();
  return (term: string) => {
    const event = {
      type: 'search',
      path: pathname,
      term: term.slice(0, 100),
      at: new Date().toISOString(),
      sessionId: visitId(),
    };
    afterFirstFrame(() => {
      post({ siteId, events: [event], touchScreen })
        .unwrap()
        .catch(() => undefined);
    });
  };
}
