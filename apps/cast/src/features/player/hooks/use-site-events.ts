import { useEffect, useRef } from 'react';
import { API_BASE } from '@laurel/api-client';
import { backoffDelay } from '../lib/backoff';

const CHANGE_DEBOUNCE_MS = 300;

/**
 * Listens to the site's change notices (SSE `event: change`) and calls `onChange` (debounced) so an edit
 * shows within seconds. After the stream was lost it reconnects with back-off and calls `onChange` once
 * connected again, since notices may have been missed. Everything is closed on unmount or site change.
 */
export function useSiteEvents(siteId: string | undefined, onChange: () => void): void {
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

    const notify = () => {
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        callback.current();
      }, CHANGE_DEBOUNCE_MS);
    };

    const connect = () => {
      reconnectTimer = undefined;
      const es = new EventSource(`${API_BASE}/sites/${encodeURIComponent(siteId)}/events`);
      source = es;
      es.addEventListener('change', notify);
      es.onopen = () => {
        if (failures > 0) notify();
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
