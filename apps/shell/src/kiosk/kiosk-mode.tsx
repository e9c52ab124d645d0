/**
 * Everything a touch-screen kiosk adds to the shell (a chunk of its own, loaded only in touch-screen mode, so
 * web visitors never download it): the offline copy of the site (service worker + a walk through the whole
 * site when idle, again after each content change), the heartbeat and self-recovery, and the site's emergency
 * announcement over every page (kiosks show it like the TVs: a lockdown notice belongs on every screen).
 */
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { activeEmergency, emergencyExpiry, KIOSK_PAIR_PARAM } from '@laurel/domain';
import { liveStatus, onLiveStatus, useGetStylingQuery, type AppDispatch, type RootState } from '@laurel/api-client';
import { keepKioskScreenId, kioskScreenId, screenStorage, useUntil } from '@laurel/screens';
import { KioskEmergency } from './kiosk-emergency';
import { KioskPairing } from './kiosk-pairing';
import { registerKioskWorker, warmKioskWorker } from './register-kiosk-worker';
import { walkSite } from './site-walk';
import { useKioskHealth } from './use-kiosk-health';
import './kiosk.css';

/** The walk waits for this much quiet after a change or the first load. */
const WALK_DELAY_MS = 10_000;

function useOfflineCopy(siteId: string | null): void {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => registerKioskWorker(), []);
  useEffect(() => {
    if (!siteId) return undefined;
    let walking: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const walkSoon = () => {
      walking?.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        // The walk fills the worker's copy: with no worker in charge (an insecure address, a development build,
        // a browser that refused it) it would only repeat every read of the site for nothing.
        if (!navigator.serviceWorker?.controller) return;
        walking = new AbortController();
        warmKioskWorker();
        void walkSite(dispatch, siteId, walking.signal).catch(() => undefined);
      }, WALK_DELAY_MS);
    };
    walkSoon();
    // Another walk after changes have been applied (stream notices, or a poll that found a new version).
    let last = liveStatus().pending;
    const off = onLiveStatus(() => {
      const { pending } = liveStatus();
      if (last && !pending) walkSoon();
      last = pending;
    });
    return () => {
      off();
      walking?.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [dispatch, siteId]);
}

const PAIR_KEY = 'laurel.kiosk.pair';

/** Whether whoever set the kiosk up asked to see its pairing code (`?pair=true`, kept for the tab's life). */
function pairingAsked(): boolean {
  try {
    if (new URLSearchParams(location.search).get(KIOSK_PAIR_PARAM) === 'true') sessionStorage.setItem(PAIR_KEY, '1');
    return sessionStorage.getItem(PAIR_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The kiosk's id and whether the site knows it (issue 24): an unpaired kiosk shows the site and is not
 * monitored; asked with `?pair=true`, it shows a code until an admin pairs it, then reports under the id the
 * pairing gave it.
 */
function useKioskPairing(siteId: string | null) {
  const [screenId, setScreenId] = useState(() => kioskScreenId(screenStorage()));
  const [paired, setPaired] = useState<boolean | null>(null);
  const [asked] = useState(pairingAsked);
  const onPaired = useCallback((id: string) => {
    keepKioskScreenId(screenStorage(), id);
    try {
      sessionStorage.removeItem(PAIR_KEY);
    } catch {
      /* nothing kept */
    }
    setScreenId(id);
    setPaired(true);
  }, []);
  const pairing = asked && paired === false && siteId ? <KioskPairing siteId={siteId} onPaired={onPaired} /> : null;
  return { screenId, setPaired, pairing };
}

export default function KioskMode() {
  const siteId = useSelector((s: RootState) => s.session.styleID);
  const styling = useGetStylingQuery(siteId ?? skipToken).data;
  const now = useUntil(emergencyExpiry(styling));
  const emergency = activeEmergency(styling, now);
  const { screenId, setPaired, pairing } = useKioskPairing(siteId);
  useOfflineCopy(siteId);
  useKioskHealth(siteId, screenId, emergency !== null, setPaired);
  return (
    <>
      {pairing}
      {emergency ? <KioskEmergency emergency={emergency} /> : null}
    </>
  );
}
