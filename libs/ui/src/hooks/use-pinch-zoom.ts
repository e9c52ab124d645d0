import { useCallback, useMemo, useRef, useState } from 'react';
import { DOUBLE_TAP_SCALE, ZOOM_MAX, ZOOM_MIN } from '../constants';
import { mergePointerHandlers, type Point, type PointerHandlers } from './pointer-types';
import { useDoubleTap } from './use-double-tap';

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}
export interface PinchZoomOptions {
  min?: number;
  max?: number;
  /** Scale a double tap zooms to (SPEC §9: 3); a double tap while zoomed returns to 1. */
  doubleTapScale?: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the content point under `at` (client coords) fixed while changing the scale. */
export function zoomAround(state: ZoomState, next: number, at: Point, rect: DOMRect): ZoomState {
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  const qx = (at.x - cx - state.x) / state.scale;
  const qy = (at.y - cy - state.y) / state.scale;
  return bound({ scale: next, x: at.x - cx - next * qx, y: at.y - cy - next * qy }, rect);
}

/** Keeps the zoomed content covering its box (no empty gaps when panning). */
function bound(s: ZoomState, rect: DOMRect): ZoomState {
  const mx = ((s.scale - 1) * rect.width) / 2;
  const my = ((s.scale - 1) * rect.height) / 2;
  return { scale: s.scale, x: clamp(s.x, -mx, mx), y: clamp(s.y, -my, my) };
}

/**
 * Pinch zoom (two pointers) between `min` and `max`, pan with one pointer while zoomed, double tap to
 * zoom to 3 around the tapped point (or back to 1). Apply `style` to the zoomed content and the
 * handlers to its frame (which needs `touch-action: none`).
 */
export function usePinchZoom(options: PinchZoomOptions = {}) {
  const min = options.min ?? ZOOM_MIN;
  const max = options.max ?? ZOOM_MAX;
  const doubleTapScale = options.doubleTapScale ?? DOUBLE_TAP_SCALE;
  const [zoom, setZoom] = useState<ZoomState>({ scale: 1, x: 0, y: 0 });
  const zoomRef = useRef(zoom);
  const frame = useRef<HTMLElement | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ dist: number; scale: number } | null>(null);

  const commit = useCallback((next: ZoomState) => {
    zoomRef.current = next;
    setZoom(next);
  }, []);
  const reset = useCallback(() => commit({ scale: 1, x: 0, y: 0 }), [commit]);
  const rect = () => frame.current?.getBoundingClientRect() ?? new DOMRect(0, 0, 0, 0);

  const doubleTap = useDoubleTap((at) => {
    const cur = zoomRef.current;
    if (cur.scale > min) reset();
    else commit(zoomAround(cur, clamp(doubleTapScale, min, max), at, rect()));
  });

  const gesture = useMemo<PointerHandlers>(() => {
    const twoFingers = () => {
      const [a, b] = [...pointers.current.values()];
      return { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
    };
    const release = (id: number) => {
      pointers.current.delete(id);
      if (pointers.current.size < 2) pinch.current = null;
    };
    return {
      onPointerDown: (e) => {
        frame.current = e.currentTarget;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (pointers.current.size === 2) pinch.current = { dist: twoFingers().dist || 1, scale: zoomRef.current.scale };
      },
      onPointerMove: (e) => {
        const prev = pointers.current.get(e.pointerId);
        if (!prev) return;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const cur = zoomRef.current;
        if (pinch.current && pointers.current.size === 2) {
          const { dist, mid } = twoFingers();
          const next = clamp((pinch.current.scale * dist) / pinch.current.dist, min, max);
          commit(zoomAround(cur, next, mid, rect()));
        } else if (pointers.current.size === 1 && cur.scale > 1) {
          commit(bound({ scale: cur.scale, x: cur.x + e.clientX - prev.x, y: cur.y + e.clientY - prev.y }, rect()));
        }
      },
      onPointerUp: (e) => release(e.pointerId),
      onPointerCancel: (e) => release(e.pointerId),
    };
  }, [commit, min, max]);

  const handlers = useMemo(() => mergePointerHandlers(gesture, doubleTap), [gesture, doubleTap]);
  const style = {
    transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})`,
    transformOrigin: 'center center',
  } as const;

  return {
    zoom,
    style,
    handlers,
    reset,
    zoomed: zoom.scale > 1,
    setScale: (s: number) => commit(bound({ ...zoomRef.current, scale: clamp(s, min, max) }, rect())),
  };
}
