/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useSlideshow } from './use-slideshow';

describe('useSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  it('advances in a loop with the displayed index 1 s behind', () => {
    const { result } = renderHook(() => useSlideshow(2, 5000));
    tick(5000);
    expect(result.current).toEqual({ index: 1, displayedIndex: 0 });
    tick(1000);
    expect(result.current).toEqual({ index: 1, displayedIndex: 1 });
    tick(5000 + 1000);
    expect(result.current).toEqual({ index: 0, displayedIndex: 0 });
  });

  it('restarts from the first slide when the slide time changes', () => {
    const { result, rerender } = renderHook(({ time }) => useSlideshow(3, time), { initialProps: { time: 5000 } });
    tick(6000);
    expect(result.current.displayedIndex).toBe(1);
    rerender({ time: 3000 });
    expect(result.current).toEqual({ index: 0, displayedIndex: 0 });
    tick(3000 + 1000);
    expect(result.current).toEqual({ index: 1, displayedIndex: 1 });
  });

  it('restarts when the slide count changes, not when the same count re-renders', () => {
    const { result, rerender } = renderHook(({ count }) => useSlideshow(count, 5000), { initialProps: { count: 3 } });
    tick(6000);
    rerender({ count: 3 });
    expect(result.current.displayedIndex).toBe(1);
    rerender({ count: 4 });
    expect(result.current).toEqual({ index: 0, displayedIndex: 0 });
  });

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = renderHook(() => useSlideshow(3, 5000));
    tick(5000);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
