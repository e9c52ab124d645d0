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
    let pointer: string | undefined;
    const restart = (e?: Event) => {
      // Chromium sends a mousemove without movement when the page moves under a resting pointer (a board
      // turning its page, a carousel): that is not a visitor, and would keep an unattended kiosk awake. The
      // pointer's screen position tells (movementX is 0 for some real moves, e.g. the first one a page sees).
      if (e?.type === 'mousemove') {
        const { screenX, screenY } = e as MouseEvent;
        const at = `${screenX},${screenY}`;
        if (at === pointer) return;
        pointer = at;
      }
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
