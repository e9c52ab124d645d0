import { useEffect, useState } from 'react';
import { CAST_DISPLAY_INDEX_LAG_MS } from '@laurel/domain';
import { startSlideClock, type SlideClockState } from '../lib/slide-clock';

/**
 * Plays `count` slides in a loop (SPEC §4). The show restarts from the first slide whenever the slide time,
 * the slide count or `run` (another set of slides, e.g. "Now inducted") changes; content edits that keep
 * them leave it running.
 */
export function useSlideshow(count: number, slideTimeMs: number, run?: string): SlideClockState {
  const [state, setState] = useState<SlideClockState>({ index: 0, displayedIndex: 0 });
  useEffect(
    () => startSlideClock({ count, slideTimeMs, lagMs: CAST_DISPLAY_INDEX_LAG_MS, onChange: setState }),
    [count, slideTimeMs, run],
  );
  return state;
}
