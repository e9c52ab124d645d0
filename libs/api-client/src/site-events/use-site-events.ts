import { useEffect, useRef } from 'react';
import { LIVE_POLL_INTERVAL_MS } from '@laurel/domain';
import { apiBaseUrl } from '../base-query/api-origin';
import { backoffDelay } from './backoff';
import { readLiveState } from './live-poll';
import { updateLiveStatus } from './live-status';

const CHANGE_DEBOUNCE_MS = 300;

/** What changed, as the API's change notice says (`data: {siteId, kind, id}`). */
export interface SiteChange {
  siteId: string;
  kind: 'site' | 'category' | 'entry' | 'media' | 'castScreen' | 'user';
  id: string;
}

/** The changes of one burst of notices, or 'all' when some may have been missed. */
export type SiteChanges = readonly Pick<SiteChange, 'kind' | 'id'>[] | 'all';

/**
 * Listens to the site's change notices (SSE `event: change`) and calls `onChange` (debounced, with what
 * changed) so an edit shows within seconds. After the stream was lost it reconnects with back-off and calls
 * `onChange('all')` once connected again, since notices may have been missed. While the stream cannot be held
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
    let polledVersion: number | null = null;
    const poller = new AbortController();
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
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(flush, CHANGE_DEBOUNCE_MS);
    };
    const onMessage = (e: MessageEvent) => {
      try {
        const change = JSON.parse(String(e.data)) as Partial<SiteChange>;
        notify(change.kind && change.id ? { kind: change.kind, id: change.id } : 'all');
      } catch {
        notify('all');
      }
    };

    const poll = async () => {
      pollTimer = undefined;
      const state = await readLiveState(siteId, poller.signal);
      if (stopped || source?.readyState === EventSource.OPEN) return;
      if (state) {
        if (polledVersion !== null && state.contentVersion > polledVersion) notify('all');
        polledVersion = state.contentVersion;
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
      const params = new URLSearchParams();
      if (accessToken) params.set('access_token', accessToken);
      if (screen) params.set('screen', screen);
      const search = params.toString();
      const query = search ? `?${search}` : '';
      const es = new EventSource(`${apiBaseUrl()}/sites/${encodeURIComponent(siteId)}/events${query}`);
      source = es;
      es.addEventListener('change', onMessage);
      es.onopen = () => {
        if (failures > 0 || polledVersion !== null) notify('all');
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
    };

    connect();
    return () => {
      stopped = true;
      poller.abort();
      source?.close();
      for (const timer of [reconnectTimer, debounceTimer, pollTimer]) if (timer !== undefined) clearTimeout(timer);
      updateLiveStatus({ siteId: null, streamOpen: false, polling: false, pending: false });
    };
  }, [siteId, accessToken, screen]);
}
