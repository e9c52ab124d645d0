import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePostAnalyticsEventsMutation } from '@laurel/api-client';

/** Posts one first-party `page_view` event per public page shown (never blocks, errors ignored). */
export function usePageView(siteId: string, ids: { categoryId?: string; entryId?: string } = {}, ready = true): void {
  const [post] = usePostAnalyticsEventsMutation();
  const { pathname } = useLocation();
  const { categoryId, entryId } = ids;
  useEffect(() => {
    if (!siteId || !ready) return;
    const event = {
      type: 'page_view',
      path: pathname,
      at: new Date().toISOString(),
      ...(categoryId ? { categoryId } : {}),
      ...(entryId ? { entryId } : {}),
    };
    post({ siteId, events: [event] })
      .unwrap()
      .catch(() => undefined);
  }, [siteId, pathname, categoryId, entryId, ready, post]);
}
