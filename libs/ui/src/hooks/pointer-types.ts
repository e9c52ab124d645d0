import type { PointerEvent as ReactPointerEvent } from 'react';

export type PointerHandler = (e: ReactPointerEvent<HTMLElement>) => void;
export interface PointerHandlers {
  onPointerDown?: PointerHandler;
  onPointerMove?: PointerHandler;
  onPointerUp?: PointerHandler;
  onPointerCancel?: PointerHandler;
}
export interface Point {
  x: number;
  y: number;
}

/** Combines several hooks' pointer handlers on one element (each is called in order). */
export function mergePointerHandlers(...sets: PointerHandlers[]): Required<PointerHandlers> {
  const call =
    (key: keyof PointerHandlers): PointerHandler =>
    (e) => {
      for (const set of sets) set[key]?.(e);
    };
  return {
    onPointerDown: call('onPointerDown'),
    onPointerMove: call('onPointerMove'),
    onPointerUp: call('onPointerUp'),
    onPointerCancel: call('onPointerCancel'),
  };
}
