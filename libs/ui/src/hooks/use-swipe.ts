import { useMemo, useRef } from 'react';
import { swipeThreshold } from '../constants';
import type { PointerHandlers } from './pointer-types';

export interface SwipeOptions {
  /** Finger moved right-to-left (show the next item). */
  onSwipeLeft?: () => void;
  /** Finger moved left-to-right (show the previous item). */
  onSwipeRight?: () => void;
  enabled?: boolean;
}

/** Horizontal swipes on an element; vertical-dominant moves are ignored (they scroll). */
export function useSwipe(options: SwipeOptions): PointerHandlers {
  const start = useRef<{ id: number; x: number; y: number; width: number } | null>(null);
  const opts = useRef(options);
  opts.current = options;
  return useMemo<PointerHandlers>(
    () => ({
      onPointerDown: (e) => {
        if (opts.current.enabled === false) return;
        start.current = start.current
          ? null // a second finger: a pinch, not a swipe
          : { id: e.pointerId, x: e.clientX, y: e.clientY, width: e.currentTarget.clientWidth || window.innerWidth };
      },
      onPointerUp: (e) => {
        const s = start.current;
        start.current = null;
        if (!s || s.id !== e.pointerId || opts.current.enabled === false) return;
        const dx = e.clientX - s.x;
        const dy = e.clientY - s.y;
        if (Math.abs(dx) < swipeThreshold(s.width) || Math.abs(dx) <= Math.abs(dy)) return;
        if (dx < 0) opts.current.onSwipeLeft?.();
        else opts.current.onSwipeRight?.();
      },
      onPointerCancel: () => {
        start.current = null;
      },
    }),
    [],
  );
}
