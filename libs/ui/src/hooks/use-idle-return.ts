import { useEffect, useRef } from 'react';
import { IDLE_ACTIVITY_EVENTS } from '../constants';

/**
 * Calls `onIdle` once after `timeoutMs` without user activity (the activity events of SPEC §9).
 * Any activity restarts the count. Disabled when `enabled` is false or the timeout is not positive.
 */
export function useIdleReturn(timeoutMs: number, onIdle: () => void, enabled = true): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled || !(timeoutMs > 0)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    restart();
    const opts: AddEventListenerOptions = { passive: true, capture: true };
    for (const name of IDLE_ACTIVITY_EVENTS) window.addEventListener(name, restart, opts);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const name of IDLE_ACTIVITY_EVENTS) window.removeEventListener(name, restart, opts);
    };
  }, [timeoutMs, enabled]);
}
