import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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

/** How much one step of the wheel (or a +/- key) zooms. */
const KEY_ZOOM_STEP = 1.5;
/** How far an arrow key pans a zoomed photo, as a share of its frame. */
const KEY_PAN_SHARE = 0.1;

/** The scale after a wheel turn: smooth for trackpads (small deltas), a step of about 1.2 per mouse notch. */
export function wheelScale(scale: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return scale * Math.exp(-pixels * 0.002);
}

/**
 * Pinch zoom (two pointers) between `min` and `max`, pan with one pointer while zoomed, double tap to
 * zoom to 3 around the tapped point (or back to 1); the wheel zooms around the pointer; the keys + and -
 * zoom, 0 goes back to the whole photo, the arrows pan while zoomed. Apply `style` to the zoomed content,
 * the handlers and `onKeyDown` to its frame (which needs `touch-action: none`), and `frameRef` to the frame
 * for the wheel (a listener that may cancel the page's scrolling).
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

  const detachWheel = useRef<(() => void) | null>(null);
  const frameRef = useCallback(
    (el: HTMLElement | null) => {
      detachWheel.current?.();
      detachWheel.current = null;
      if (!el) return;
      frame.current = el;
      const onWheel = (e: WheelEvent) => {
        e.preventDefault();
        const next = clamp(wheelScale(zoomRef.current.scale, e.deltaY, e.deltaMode), min, max);
        commit(
          next <= min
            ? { scale: min, x: 0, y: 0 }
            : zoomAround(zoomRef.current, next, { x: e.clientX, y: e.clientY }, rect()),
        );
      };
      el.addEventListener('wheel', onWheel, { passive: false });
      detachWheel.current = () => el.removeEventListener('wheel', onWheel);
    },
    [commit, min, max],
  );

  const setScale = useCallback(
    (s: number) => commit(bound({ ...zoomRef.current, scale: clamp(s, min, max) }, rect())),
    [commit, min, max],
  );
  /** The keyboard's zoom and pan; returns whether the key was used (the caller's own keys go on otherwise). */
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>): boolean => {
      const cur = zoomRef.current;
      const r = rect();
      const pan = (dx: number, dy: number) =>
        commit(bound({ ...cur, x: cur.x + dx * r.width * KEY_PAN_SHARE, y: cur.y + dy * r.height * KEY_PAN_SHARE }, r));
      const keys: Record<string, (() => void) | undefined> = {
        '+': () => setScale(cur.scale * KEY_ZOOM_STEP),
        '=': () => setScale(cur.scale * KEY_ZOOM_STEP),
        '-': () => setScale(cur.scale / KEY_ZOOM_STEP),
        '0': () => reset(),
        ...(cur.scale > 1
          ? {
              ArrowLeft: () => pan(1, 0),
              ArrowRight: () => pan(-1, 0),
              ArrowUp: () => pan(0, 1),
              ArrowDown: () => pan(0, -1),
            }
          : {}),
      };
      const run = e.ctrlKey || e.metaKey || e.altKey ? undefined : keys[e.key];
      if (!run) return false;
      e.preventDefault();
      e.stopPropagation();
      run();
      return true;
    },
    [commit, reset, setScale],
  );
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
    setScale,
    frameRef,
    onKeyDown,
    min,
    max,
  };
}
