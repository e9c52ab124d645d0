import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { liveStatus, onLiveStatus } from '@laurel/api-client';
import { checkForRemoteUpdates } from './remote-updates';

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
