/**
 * The slideshow's clock (SPEC §4): the index advances every `slideTimeMs` in a loop, and the displayed
 * index follows `lagMs` after each advance. Pure scheduling over injectable timers so it can be tested
 * with fake timers and stopped without leaks.
 */
export interface SlideClockState {
  /** The slide the show has advanced to (the next one is being prepared from here). */
  index: number;
  /** The slide on screen: `index`, `lagMs` later. */
  displayedIndex: number;
}

export interface SlideClockOptions {
  count: number;
  slideTimeMs: number;
  lagMs: number;
  onChange: (state: SlideClockState) => void;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'>;
}

export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

/** Starts at slide 0 (reported at once) and returns `stop`, which clears every timer it made. */
export function startSlideClock({
  count,
  slideTimeMs,
  lagMs,
  onChange,
  timers = globalThis,
}: SlideClockOptions): () => void {
  let state: SlideClockState = { index: 0, displayedIndex: 0 };
  let lagTimer: ReturnType<typeof setTimeout> | undefined;
  onChange(state);
  if (count <= 1 || !(slideTimeMs > 0)) return () => undefined;
  const interval = timers.setInterval(() => {
    const index = nextIndex(state.index, count);
    state = { ...state, index };
    onChange(state);
    if (lagTimer !== undefined) timers.clearTimeout(lagTimer);
    lagTimer = timers.setTimeout(
      () => {
        lagTimer = undefined;
        state = { ...state, displayedIndex: index };
        onChange(state);
      },
      Math.min(lagMs, slideTimeMs),
    );
  }, slideTimeMs);
  return () => {
    timers.clearInterval(interval);
    if (lagTimer !== undefined) timers.clearTimeout(lagTimer);
  };
}
