import { nextIndex, startSlideClock, type SlideClockState } from './slide-clock';

describe('startSlideClock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const run = (count: number, slideTimeMs = 5000) => {
    const states: SlideClockState[] = [];
    const stop = startSlideClock({ count, slideTimeMs, lagMs: 1000, onChange: (s) => states.push(s) });
    return { states, stop, last: () => states[states.length - 1] };
  };

  it('starts on slide 0', () => {
    const { last } = run(3);
    expect(last()).toEqual({ index: 0, displayedIndex: 0 });
  });

  it('advances every slide time and shows the slide 1 s later', () => {
    const { last } = run(3);
    jest.advanceTimersByTime(4999);
    expect(last()).toEqual({ index: 0, displayedIndex: 0 });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ index: 1, displayedIndex: 0 });
    jest.advanceTimersByTime(999);
    expect(last()).toEqual({ index: 1, displayedIndex: 0 });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ index: 1, displayedIndex: 1 });
  });

  it('loops back to the first slide after the last', () => {
    const { last } = run(3);
    jest.advanceTimersByTime(15_000 + 1000);
    expect(last()).toEqual({ index: 0, displayedIndex: 0 });
    jest.advanceTimersByTime(5000 + 1000);
    expect(last()).toEqual({ index: 1, displayedIndex: 1 });
  });

  it('honours a custom slide time', () => {
    const { last } = run(4, 8000);
    jest.advanceTimersByTime(5000 + 1000);
    expect(last().displayedIndex).toBe(0);
    jest.advanceTimersByTime(3000);
    expect(last()).toEqual({ index: 1, displayedIndex: 1 });
  });

  it('does not advance a single slide or an empty show', () => {
    for (const count of [0, 1]) {
      const { states } = run(count);
      jest.advanceTimersByTime(60_000);
      expect(states).toEqual([{ index: 0, displayedIndex: 0 }]);
    }
  });

  it('stops every timer when stopped', () => {
    const { states, stop } = run(3);
    jest.advanceTimersByTime(5000);
    stop();
    const seen = states.length;
    jest.advanceTimersByTime(60_000);
    expect(states.length).toBe(seen);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps a bounded number of timers over a long run', () => {
    run(5);
    jest.advanceTimersByTime(24 * 3600 * 1000);
    expect(jest.getTimerCount()).toBeLessThanOrEqual(2);
  });
});

describe('nextIndex', () => {
  it('wraps around and tolerates an empty show', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(5, 0)).toBe(0);
  });
});
