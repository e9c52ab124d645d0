import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { apiBaseUrl, onLiveStatus, screenSync, type RootState } from '@laurel/api-client';
import { appVersionOf, screenStorage, startHeartbeat, startWatchdog, usedHeapBytes } from '@laurel/screens';

/** A kiosk reloads itself for a stall only when nobody has touched it for this long. */
const IDLE_BEFORE_RELOAD_MS = 2 * 60_000;

/** The page shows a failure instead of the site: a part of the app could not load or crashed (shell boundary). */
const showsFailure = () => document.querySelector('.shell-unavailable') !== null;

/**
 * The kiosk's heartbeat (what it shows, its health) and self-recovery: a stalled kiosk reloads itself when
 * nobody is using it (libs/screens). A caught-up edit and the emergency announcement are reported at once.
 * `onPaired` hears from every answer whether the site knows this kiosk (only a paired kiosk is recorded).
 */
export function useKioskHealth(
  siteId: string | null,
  screenId: string,
  emergencyShown: boolean,
  onPaired: (paired: boolean) => void,
): void {
  const store = useStore<RootState>();
  const shown = useRef(emergencyShown);
  const pairedRef = useRef(onPaired);
  pairedRef.current = onPaired;
  const beatSoon = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!siteId) return undefined;
    const storage = screenStorage();
    let lastInput = Date.now();
    const touched = () => (lastInput = Date.now());
    for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) addEventListener(type, touched, true);
    const heartbeat = startHeartbeat({
      apiBase: apiBaseUrl(),
      siteId,
      screenId,
      kind: 'kiosk',
      appVersion: appVersionOf(document),
      storage,
      shows: () => ({ ...screenSync(store.getState()), emergencyShown: shown.current, path: location.pathname }),
      onAnswer: (state) => pairedRef.current(state.paired),
    });
    beatSoon.current = heartbeat.beatSoon;
    const stopWatchdog = startWatchdog({
      lastAnswerAt: heartbeat.lastAnswerAt,
      memory: usedHeapBytes,
      storage,
      reload: () => location.reload(),
      mayReload: () => Date.now() - lastInput >= IDLE_BEFORE_RELOAD_MS,
      broken: showsFailure,
    });
    let wasInSync = false;
    const check = () => {
      const inSync = screenSync(store.getState()).inSync;
      if (inSync && !wasInSync) heartbeat.beatSoon();
      wasInSync = inSync;
    };
    const offStatus = onLiveStatus(check);
    const offStore = store.subscribe(check);
    return () => {
      heartbeat.stop();
      stopWatchdog();
      offStatus();
      offStore();
      for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) removeEventListener(type, touched, true);
    };
  }, [siteId, screenId, store]);
  useEffect(() => {
    shown.current = emergencyShown;
    beatSoon.current();
  }, [emergencyShown]);
}
