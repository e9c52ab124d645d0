import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { apiBaseUrl, onLiveStatus, screenSync, type RootState } from '@laurel/api-client';
import { appVersionOf, screenStorage, startHeartbeat, startWatchdog, usedHeapBytes } from '@laurel/screens';

/**
 * The TV's heartbeat and self-recovery (standalone player only): it reports the content version it plays and
 * whether the emergency announcement is on screen, and reloads itself when it stalls (libs/screens).
 */
export function useCastHealth(screenId: string, siteId: string | undefined, emergencyShown: boolean): void {
  const store = useStore<RootState>();
  const shown = useRef(emergencyShown);
  const beatSoon = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!siteId) return undefined;
    const storage = screenStorage();
    const heartbeat = startHeartbeat({
      apiBase: apiBaseUrl(),
      siteId,
      screenId,
      kind: 'cast',
      appVersion: appVersionOf(document),
      storage,
      shows: () => ({ ...screenSync(store.getState()), emergencyShown: shown.current }),
    });
    beatSoon.current = heartbeat.beatSoon;
    const stopWatchdog = startWatchdog({
      lastAnswerAt: heartbeat.lastAnswerAt,
      memory: usedHeapBytes,
      storage,
      reload: () => location.reload(),
    });
    // A caught-up change (notices applied, reads done) is reported at once, not at the next beat.
    let wasInSync = false;
    const offStatus = onLiveStatus(() => {
      const inSync = screenSync(store.getState()).inSync;
      if (inSync && !wasInSync) heartbeat.beatSoon();
      wasInSync = inSync;
    });
    const offStore = store.subscribe(() => {
      const inSync = screenSync(store.getState()).inSync;
      if (inSync && !wasInSync) heartbeat.beatSoon();
      wasInSync = inSync;
    });
    return () => {
      heartbeat.stop();
      stopWatchdog();
      offStatus();
      offStore();
    };
  }, [screenId, siteId, store]);
  useEffect(() => {
    shown.current = emergencyShown;
    beatSoon.current();
  }, [emergencyShown]);
}
