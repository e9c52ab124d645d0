import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { liveStatus, onLiveStatus } from '@laurel/api-client';

/** The checker loads with the first check (after the first screen), not with a visitor's first page. */
const checkForRemoteUpdates = (): Promise<void> => import('./remote-updates').then((m) => m.checkForRemoteUpdates());

/**
 * When a running page looks for new versions of its remotes (remote-updates.ts): at each navigation after the
 * first screen, and once each burst of change notices has been applied (the stream, or the live-state poll).
 */
export function useRemoteUpdates(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void checkForRemoteUpdates();
  }, [pathname]);
  useEffect(() => {
    let pending = liveStatus().pending;
    return onLiveStatus(() => {
      const now = liveStatus().pending;
      if (pending && !now) void checkForRemoteUpdates();
      pending = now;
    });
  }, []);
}
