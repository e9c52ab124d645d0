import { useEffect, useRef } from 'react';
import { LIVE_POLL_INTERVAL_MS } from '@laurel/domain';
import { backoffDelay } from './backoff';
import { adoptEarlyStream, streamUrl, type HeardEvent } from './early-stream';
import { readLiveState } from './live-poll';
import { updateLiveStatus } from './live-status';
import { onBehind, readPageVersion, shownVersion, streamCurrentFrom } from './shown-version';

/** Live notices are gathered this long after the last one (a burst of saves is one refetch)… */
const CHANGE_DEBOUNCE_MS = 300;
/** …but a lone notice after a quiet second (an edit, a reveal at its second) is handed on after only this. */
const FIRST_CHANGE_MS = 50;
const QUIET_MS = 1000;

/** What changed, as the API's change notice says (`id: <version>`, `data: {siteId, kind, id, version}`). */
export interface SiteChange {
  siteId: string;
  kind: 'site' | 'category' | 'entry' | 'media' | 'castScreen' | 'user';
  id: string;
  version?: number;
}

/** The changes of one burst of notices, or 'all' when some may have been missed. */
export type SiteChanges = readonly Pick<SiteChange, 'kind' | 'id'>[] | 'all';

/**
 * Listens to the site's change notices (SSE `event: change`) and calls `onChange` (debounced, with what
 * changed) so an edit shows within seconds: a lone notice after a quiet second 50 ms after it, notices that follow
 * one another 300 ms after the last. The stream opens from the content version the page shows
 * (`?since=`, shown-version.ts) and reopens from the last version it heard (the browser's own reconnect sends
 * `Last-Event-ID`): the API sends what changed since, or `event: reload` (then `onChange('all')`) when that is
 * too far back. A page that shows the current version therefore refetches nothing on open. While the stream cannot be held
 * (refused by the server's connection caps, cut by a proxy, server down) the site's live state is polled every
 * LIVE_POLL_INTERVAL_MS and a new content version calls `onChange('all')`. Everything stops on unmount or site
 * change. With the signed-in user's `accessToken` (an EventSource cannot send an Authorization header, so it goes
 * in the query) an editor hears about unpublished content too; a new token opens a new stream. A kiosk or cast
 * screen names itself (`screen`): the server keeps part of its stream cap for screens.
 */
export function useSiteEvents(
  siteId: string | undefined,
  onChange: (changes: SiteChanges) => void,
  accessToken?: string | null,
  screen?: 'kiosk' | 'cast',
): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!siteId || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let pending: Pick<SiteChange, 'kind' | 'id'>[] | 'all' = [];
    let lastNoticeAt = -Infinity;
    let polledVersion: number | null = null;
    /** The last content version the stream named (null before it said one). */
    let lastVersion: number | null = null;
    /** The next connect is the hook's first (it may adopt the page's early stream). */
    let first = true;
    const poller = new AbortController();
    readPageVersion();
    updateLiveStatus({ siteId, streamOpen: false, polling: false, pending: false, syncedVersion: 0 });

    const flush = () => {
      debounceTimer = undefined;
      const changes = pending;
      pending = [];
      callback.current(changes); // the reads it starts are in flight before the page counts as caught up
      updateLiveStatus({ pending: false });
    };
    const notify = (change: Pick<SiteChange, 'kind' | 'id'> | 'all') => {
      if (change === 'all') pending = 'all';
      else if (pending !== 'all') pending.push(change);
      updateLiveStatus({ pending: true });
      const now = Date.now();
      const lone = debounceTimer === undefined && now - lastNoticeAt > QUIET_MS;
      lastNoticeAt = now;
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(flush, lone ? FIRST_CHANGE_MS : CHANGE_DEBOUNCE_MS);
    };
    const onMessage = (e: MessageEvent) => {
      try {
        const change = JSON.parse(String(e.data)) as Partial<SiteChange>;
        if (typeof change.version === 'number') lastVersion = change.version;
        notify(change.kind ? { kind: change.kind, id: change.id ?? '' } : 'all');
      } catch {
        notify('all');
      }
    };
    /**
     * `event: version` (the stream is current from there) and `event: reload` (too far behind: refetch all). The
     * catch-up (what changed since the version the page shows) comes just before it, all at once: it is handed
     * to the page now, not after the debounce that gathers live notices.
     */
    const onVersion = (e: MessageEvent, reload: boolean, since: number | null) => {
      const version = Number((JSON.parse(String(e.data)) as { version?: unknown }).version);
      if (reload) notify('all');
      if (debounceTimer !== undefined) {
        clearTimeout(debounceTimer);
        flush();
      }
      if (!Number.isSafeInteger(version)) return;
      lastVersion = version;
      // After a reload everything is fetched again: nothing shown is behind it.
      streamCurrentFrom(version, reload ? 0 : (since ?? version));
      updateLiveStatus({ syncedVersion: version });
    };

    const poll = async () => {
      pollTimer = undefined;
      const state = await readLiveState(siteId, poller.signal);
      if (stopped || source?.readyState === EventSource.OPEN) return;
      if (state) {
        if (polledVersion !== null && state.contentVersion > polledVersion) notify('all');
        polledVersion = state.contentVersion;
        if (lastVersion !== null && state.contentVersion > lastVersion) {
          notify('all');
          lastVersion = state.contentVersion;
        }
        updateLiveStatus({ syncedVersion: state.contentVersion });
      }
      pollTimer = setTimeout(() => void poll(), LIVE_POLL_INTERVAL_MS);
    };
    const startPolling = () => {
      if (pollTimer !== undefined || stopped) return;
      updateLiveStatus({ polling: true });
      pollTimer = setTimeout(() => void poll(), 0);
    };

    const connect = () => {
      reconnectTimer = undefined;
      const since = lastVersion ?? shownVersion();
      const url = streamUrl(siteId, { accessToken, screen, since });
      // The first stream of a server-made page was opened as its scripts started (early-stream.ts).
      const adopted = first ? adoptEarlyStream(url) : null;
      first = false;
      const es = adopted?.source ?? new EventSource(url);
      source = es;
      es.addEventListener('change', onMessage);
      es.addEventListener('version', (e) => onVersion(e, false, since));
      es.addEventListener('reload', (e) => onVersion(e, true, since));
      es.onopen = () => {
        // Without a version to start from, notices may have been missed while the stream was down.
        if ((failures > 0 || polledVersion !== null) && since === null) notify('all');
        failures = 0;
        polledVersion = null;
        if (pollTimer !== undefined) clearTimeout(pollTimer);
        pollTimer = undefined;
        updateLiveStatus({ streamOpen: true, polling: false });
      };
      es.onerror = () => {
        failures += 1;
        updateLiveStatus({ streamOpen: false });
        startPolling();
        if (es.readyState !== EventSource.CLOSED || stopped) return;
        es.close();
        source = null;
        reconnectTimer = setTimeout(connect, backoffDelay(failures - 1));
      };
      if (adopted) replay(es, adopted.heard, since);
    };
    /** What the early stream heard before this hook took it, through this hook's handlers, in order. */
    const replay = (es: EventSource, heard: HeardEvent[], since: number | null) => {
      for (const { type, data } of heard) {
        const event = new MessageEvent(type, { data });
        if (type === 'open') es.onopen?.call(es, event);
        else if (type === 'change') onMessage(event);
        else onVersion(event, type === 'reload', since);
      }
    };

    // A reply older than where the stream started: catch up from it (the stream reopens from that version).
    const stopBehind = onBehind((version) => {
      if (!source || stopped) return;
      lastVersion = Math.min(lastVersion ?? version, version);
      source.close();
      source = null;
      if (reconnectTimer === undefined) connect();
    });

    connect();
    return () => {
      stopped = true;
      stopBehind();
      streamCurrentFrom(null);
      poller.abort();
      source?.close();
      for (const timer of [reconnectTimer, debounceTimer, pollTimer]) if (timer !== undefined) clearTimeout(timer);
      updateLiveStatus({ siteId: null, streamOpen: false, polling: false, pending: false });
    };
  }, [siteId, accessToken, screen]);
}
