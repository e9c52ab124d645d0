/**
 * The change stream of a server-made page, opened as its scripts start (issue 26), not once it is hydrated. A
 * page the server made shows the content of one version (its `<meta name="laurel-content-version">`); an edit
 * saved after that reaches it only through the stream's catch-up. The hook that keeps the page current
 * (use-site-events.ts) mounts only once the page is hydrated, which takes seconds on a busy screen: the stream
 * opened from there was the last step before the refetch, and an edit saved while a kiosk loaded showed more
 * than 5 s after its save. Opened here, the catch-up has long arrived when the page is hydrated, and the page
 * refetches what changed at once. The hook's first stream adopts this one when it would open the same address
 * (site, screen, version, no token), with what it has heard so far; otherwise this one is closed.
 */
import { apiUrl } from '@laurel/domain';
import { apiBaseUrl } from '../base-query/api-origin';
import { readPageVersion, shownVersion } from './shown-version';

/** The stream's address for a site, with the token, the screen kind and the version it starts after. */
export function streamUrl(
  siteId: string,
  options: { accessToken?: string | null; screen?: 'kiosk' | 'cast'; since?: number | null },
): string {
  const query = {
    access_token: options.accessToken || null,
    screen: options.screen || null,
    since: options.since ?? null,
  };
  return apiBaseUrl() + apiUrl('GET /sites/:siteId/events', { siteId }, query);
}

/** What an early stream heard before the hook adopted it. */
export interface HeardEvent {
  type: 'open' | 'change' | 'version' | 'reload';
  data: string;
}

export interface AdoptedStream {
  source: EventSource;
  /** What it heard so far, in order (the hook replays it through its own handlers). */
  heard: HeardEvent[];
}

const NAMED = ['change', 'version', 'reload'] as const;

interface Early {
  url: string;
  source: EventSource;
  heard: HeardEvent[];
  /** It failed once (the hook starts its own, with its own reconnects and polling). */
  failed: boolean;
  stop: () => void;
}

let early: Early | null = null;

/**
 * Opens the stream of a server-made page from the version it names (nothing without one: a page made in the
 * browser opens its stream when it mounts).
 */
export function openEarlyStream(siteId: string | null, screen?: 'kiosk' | 'cast'): void {
  if (!siteId || early || typeof EventSource === 'undefined') return;
  readPageVersion();
  const since = shownVersion();
  if (since === null) return;
  const url = streamUrl(siteId, { screen, since });
  const source = new EventSource(url);
  const heard: HeardEvent[] = [];
  const keep = (type: HeardEvent['type']) => (e: Event) =>
    heard.push({ type, data: String((e as MessageEvent).data ?? '') });
  const handlers = NAMED.map((name) => [name, keep(name)] as const);
  for (const [name, handler] of handlers) source.addEventListener(name, handler);
  source.onopen = keep('open');
  const stop = () => {
    for (const [name, handler] of handlers) source.removeEventListener(name, handler);
    source.onopen = null;
    source.onerror = null;
  };
  const opened: Early = { url, source, heard, failed: false, stop };
  source.onerror = () => {
    opened.failed = true;
  };
  early = opened;
}

/**
 * The early stream when it was opened at `url` (once: the hook's later streams are its own); any other early
 * stream is closed.
 */
export function adoptEarlyStream(url: string): AdoptedStream | null {
  const found = early;
  early = null;
  if (!found) return null;
  found.stop();
  if (found.url !== url || found.failed || found.source.readyState === EventSource.CLOSED) {
    found.source.close();
    return null;
  }
  return { source: found.source, heard: found.heard };
}

/** Closes an early stream nobody adopted (tests, a page that never mounts the hook). */
export function closeEarlyStream(): void {
  early?.stop();
  early?.source.close();
  early = null;
}
