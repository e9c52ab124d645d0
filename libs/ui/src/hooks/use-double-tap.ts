import { useRef } from 'react';
import { DOUBLE_TAP_WINDOW_MS } from '../constants';
import type { Point, PointerHandlers } from './pointer-types';
import { useTap } from './use-tap';

/**
 * Two taps within 300 ms (SPEC §9) call `onDoubleTap` with the second tap's point.
 * `onSingleTap`, when given, is called for every tap that does not complete a double tap.
 */
export function useDoubleTap(
  onDoubleTap: (at: Point) => void,
  onSingleTap?: (at: Point) => void,
  windowMs = DOUBLE_TAP_WINDOW_MS,
): PointerHandlers {
  const last = useRef<number | null>(null);
  return useTap((at) => {
    const now = Date.now();
    if (last.current !== null && now - last.current <= windowMs) {
      last.current = null;
      onDoubleTap(at);
      return;
    }
    last.current = now;
    onSingleTap?.(at);
  });
}
