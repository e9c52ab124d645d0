/**
 * A screen's heartbeat (kiosks and cast screens): every `heartbeatMs` (the API's answer; 30 s by default) it
 * posts its app version, the content version it shows, uptime, memory, its last error and its last
 * self-reload (reported by the page that came up after it). `beatSoon()` sends one at once (throttled), so a
 * caught-up edit or a shown emergency reaches the Cast screens page within a second or two.
 */
import {
  apiUrl,
  HEARTBEAT_INTERVAL_MS,
  type HeartbeatBody,
  type HeartbeatReply,
  type ScreenKind,
} from '@laurel/domain';
import { takeReloadRecord, type ScreenStorage } from './reload-record';

export interface ScreenShows {
  contentVersion: number;
  inSync: boolean;
  emergencyShown: boolean;
  path?: string;
}

export interface HeartbeatOptions {
  apiBase: string;
  siteId: string;
  screenId: string;
  kind: ScreenKind;
  appVersion: string;
  shows(): ScreenShows;
  storage: ScreenStorage | null;
  /** The answer: the live state, and whether the site knows this screen (`paired`; issue 24). */
  onAnswer?(state: HeartbeatReply): void;
  fetchImpl?: typeof fetch;
}

export interface Heartbeat {
  beatSoon(): void;
  /** When the API last answered a heartbeat (epoch ms), or null. */
  lastAnswerAt(): number | null;
  stop(): void;
}

const SOON_MIN_GAP_MS = 1500;
const MAX_ERROR = 500;

interface MemoryPerformance extends Performance {
  memory?: { usedJSHeapSize: number };
}
/** The page's JavaScript heap in bytes where the browser tells (Chromium), else null. */
export const usedHeapBytes = (): number | null =>
  (globalThis.performance as MemoryPerformance | undefined)?.memory?.usedJSHeapSize ?? null;

export function startHeartbeat(o: HeartbeatOptions): Heartbeat {
  const send = o.fetchImpl ?? ((input: RequestInfo, init?: RequestInit) => fetch(input, init));
  let lastError: string | null = null;
  let answeredAt: number | null = null;
  let interval = HEARTBEAT_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = 0;
  let inFlight = false;
  let stopped = false;
  const reload = takeReloadRecord(o.storage);

  const onError = (e: ErrorEvent) => {
    lastError = String(e.message || e.error || 'Error').slice(0, MAX_ERROR);
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason = e.reason as { message?: string } | undefined;
    lastError = `Unhandled rejection: ${reason?.message ?? String(e.reason)}`.slice(0, MAX_ERROR);
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);

  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void beat(), ms);
  };

  async function beat(): Promise<void> {
    if (inFlight || stopped) return;
    inFlight = true;
    lastSentAt = Date.now();
    const shows = o.shows();
    const body: HeartbeatBody = {
      screenId: o.screenId,
      kind: o.kind,
      appVersion: o.appVersion.slice(0, 64),
      contentVersion: shows.contentVersion,
      inSync: shows.inSync,
      uptimeMs: Math.round(performance.now()),
      memoryBytes: usedHeapBytes(),
      lastError,
      reload,
      emergencyShown: shows.emergencyShown,
      ...(shows.path ? { path: shows.path.slice(0, 300) } : {}),
    };
    try {
      const res = await send(`${o.apiBase}${apiUrl('POST /sites/:siteId/live/heartbeat', { siteId: o.siteId })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        cache: 'no-store',
      });
      // A stopped heartbeat's late answer is dropped (a kiosk just paired under a new id must not hear the old one's).
      if (res.ok && !stopped) {
        const state = (await res.json()) as HeartbeatReply;
        answeredAt = Date.now();
        interval = state.heartbeatMs > 0 ? state.heartbeatMs : HEARTBEAT_INTERVAL_MS;
        o.onAnswer?.(state);
      }
    } catch {
      /* offline: the next beat tries again */
    } finally {
      inFlight = false;
      schedule(interval);
    }
  }

  schedule(0);
  return {
    beatSoon() {
      schedule(Math.max(0, lastSentAt + SOON_MIN_GAP_MS - Date.now()));
    },
    lastAnswerAt: () => answeredAt,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
  };
}
