import { useRef, type TouchEvent } from 'react';
import { TAP_MAX_MOVEMENT_PX } from '../constants';

export interface TouchNavigateHandlers {
  onTouchStart: (e: TouchEvent) => void;
  onTouchEnd: (e: TouchEvent) => void;
  onTouchCancel: () => void;
}

/**
 * Opens a link on a finger's tap as soon as the finger lifts. A browser turns a tap into a click only after
 * touchend, with mouse compatibility events first (pointerover, mouseover, mousedown, mouseup): 5–6 ms
 * later on a kiosk without a GPU, before any page work can start. A tap here is one finger that moved less
 * than 10 px (SPEC §9); touchend's default is prevented, which cancels the synthesised click, so it can
 * never land on the next page. Scrolls, pinches and cancelled touches are left to the browser.
 */
export function useTouchNavigate(
  onNavigate: (() => void) | undefined,
  onTouchStart?: () => void,
): TouchNavigateHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e) => {
      // A second finger makes it a pinch: no tap until every finger is up.
      start.current = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
      onTouchStart?.();
    },
    onTouchEnd: (e) => {
      const from = start.current;
      const end = e.changedTouches[0];
      start.current = null;
      if (!onNavigate || !from || !end || e.touches.length > 0 || !e.cancelable) return;
      if (Math.hypot(end.clientX - from.x, end.clientY - from.y) >= TAP_MAX_MOVEMENT_PX) return;
      e.preventDefault();
      onNavigate();
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
