import { renderHook } from '@testing-library/react';
import { loadOtherPages } from './page-chunks';
import { usePreloadOtherPages } from './use-preload-other-pages';

jest.mock('./page-chunks', () => ({ loadOtherPages: jest.fn(() => Promise.resolve({})) }));
const load = loadOtherPages as jest.Mock;

function screenThatCanHover(canHover: boolean, touch = !canHover) {
  window.matchMedia = ((query: string) => ({
    matches: (query === '(hover: none)' && !canHover) || (query === '(any-pointer: coarse)' && touch),
  })) as never;
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touch ? 10 : 0 });
}

beforeEach(() => {
  jest.useFakeTimers();
  load.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('usePreloadOtherPages (Home)', () => {
  it('with a mouse, loads the other pages only on the first pointer or key press, not when idle', () => {
    screenThatCanHover(true);
    renderHook(() => usePreloadOtherPages(false));
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalled();
  });

  it('on a screen that cannot hover, loads them once Home is idle (no tap waits for them)', () => {
    screenThatCanHover(false);
    renderHook(() => usePreloadOtherPages(false));
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a touch laptop (a mouse, and a screen that may be tapped), loads them once Home is idle', () => {
    screenThatCanHover(true, true);
    renderHook(() => usePreloadOtherPages(false));
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a kiosk, loads them once Home is idle even with a mouse attached', () => {
    screenThatCanHover(true);
    renderHook(() => usePreloadOtherPages(true));
    jest.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after leaving Home, a press no longer loads anything through it', () => {
    screenThatCanHover(true);
    const { unmount } = renderHook(() => usePreloadOtherPages(false));
    unmount();
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });
});
