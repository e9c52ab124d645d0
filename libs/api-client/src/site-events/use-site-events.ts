import { useEffect, useRef } from 'react';
import { API_BASE } from '../base-query/api-origin';
import { backoffDelay } from './backoff';

const CHANGE_DEBOUNCE_MS = 300;

/** What changed, as the API's change notice says (`data: {siteId, kind, id}`); null after a reconnect. */
export interface SiteChange {
  siteId: string;
  kind: 'site' | 'category' | 'entry' | 'media' | 'castScreen' | 'user';
  id: string;
}

/**
 * Listens to the site's change notices (SSE `event: change`) and calls `onChange` (debounced, with the kinds
 * that changed) so an edit shows within seconds. After the stream was lost it reconnects with back-off and
 * calls `onChange` once connected again with every kind, since notices may have been missed. Everything is
 * closed on unmount or site change.
 */
export function useSiteEvents(
  siteId: string | undefined,
  onChange: (kinds: ReadonlySet<SiteChange['kind']> | 'all') => void,
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
    let failures = 0;
    let stopped = false;
    let pending: Set<SiteChange['kind']> | 'all' = new Set();

    const notify = (kind: SiteChange['kind'] | 'all') => {
      if (kind === 'all') pending = 'all';
      else if (pending !== 'all') pending.add(kind);
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        const kinds = pending;
        pending = new Set();
        callback.current(kinds);
      }, CHANGE_DEBOUNCE_MS);
    };
    const onMessage = (e: MessageEvent) => {
      try {
        const change = JSON.parse(String(e.data)) as Partial<SiteChange>;
        notify(change.kind ?? 'all');
      } catch {
        notify('all');
      }
    };

    const connect = () => {
      reconnectTimer = undefined;
      const es = new EventSource(`${API_BASE}/sites/${encodeURIComponent(siteId)}/events`);
      source = es;
      es.addEventListener('change', onMessage);
      es.onopen = () => {
        if (failures > 0) notify('all');
        failures = 0;
      };
      es.onerror = () => {
        failures += 1;
        if (es.readyState !== EventSource.CLOSED || stopped) return;
        es.close();
        source = null;
        reconnectTimer = setTimeout(connect, backoffDelay(failures - 1));
      };
    };

    connect();
    return () => {
      stopped = true;
      source?.close();
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
    };
  }, [siteId]);
}
