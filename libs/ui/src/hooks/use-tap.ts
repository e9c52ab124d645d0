import { useMemo, useRef } from 'react';
import { TAP_MAX_MOVEMENT_PX } from '../constants';
import type { Point, PointerHandlers } from './pointer-types';

/**
 * A tap is a press and release that moved less than 10 px (SPEC §9). Returns pointer handlers;
 * `onTap` receives the release point in client coordinates.
 */
export function useTap(onTap: (at: Point) => void, maxMovePx = TAP_MAX_MOVEMENT_PX): PointerHandlers {
  const starts = useRef(new Map<number, Point>());
  const onTapRef = useRef(onTap);
  onTapRef.current = onTap;
  return useMemo<PointerHandlers>(
    () => ({
      onPointerDown: (e) => {
        starts.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      },
      onPointerUp: (e) => {
        const start = starts.current.get(e.pointerId);
        starts.current.delete(e.pointerId);
        if (!start || starts.current.size > 0) return;
        const moved = Math.hypot(e.clientX - start.x, e.clientY - start.y);
        if (moved < maxMovePx) onTapRef.current({ x: e.clientX, y: e.clientY });
      },
      onPointerCancel: (e) => {
        starts.current.delete(e.pointerId);
      },
    }),
    [maxMovePx],
  );
}
