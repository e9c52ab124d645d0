import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { mergePointerHandlers } from './pointer-types';
import { useDoubleTap } from './use-double-tap';
import { usePinchZoom } from './use-pinch-zoom';
import { swipeThreshold } from '../constants';
import { useSwipe } from './use-swipe';
import { useTap } from './use-tap';

const down = (el: Element, id: number, x: number, y = 100) =>
  fireEvent.pointerDown(el, { pointerId: id, clientX: x, clientY: y });
const move = (el: Element, id: number, x: number, y = 100) =>
  fireEvent.pointerMove(el, { pointerId: id, clientX: x, clientY: y });
const up = (el: Element, id: number, x: number, y = 100) =>
  fireEvent.pointerUp(el, { pointerId: id, clientX: x, clientY: y });

function TapProbe() {
  const [taps, setTaps] = useState(0);
  const [doubles, setDoubles] = useState(0);
  const tap = useTap(() => setTaps((n) => n + 1));
  const dbl = useDoubleTap(() => setDoubles((n) => n + 1));
  return (
    <div data-testid="pad" {...mergePointerHandlers(tap, dbl)}>
      taps {taps} doubles {doubles}
    </div>
  );
}

describe('useTap / useDoubleTap', () => {
  afterEach(() => jest.useRealTimers());

  it('counts a press that moved under 10 px as a tap, not one that moved 10 px or more', () => {
    render(<TapProbe />);
    const pad = screen.getByTestId('pad');
    down(pad, 1, 100);
    up(pad, 1, 109);
    expect(pad.textContent).toContain('taps 1');
    down(pad, 1, 100);
    up(pad, 1, 110);
    expect(pad.textContent).toContain('taps 1');
  });

  it('two taps within 300 ms make a double tap; 301 ms apart do not', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    render(<TapProbe />);
    const pad = screen.getByTestId('pad');
    down(pad, 1, 50);
    up(pad, 1, 50);
    jest.setSystemTime(1_000_300);
    down(pad, 1, 52);
    up(pad, 1, 52);
    expect(pad.textContent).toContain('doubles 1');
    jest.setSystemTime(1_001_000);
    down(pad, 1, 50);
    up(pad, 1, 50);
    jest.setSystemTime(1_001_301);
    down(pad, 1, 50);
    up(pad, 1, 50);
    expect(pad.textContent).toContain('doubles 1');
  });
});

function SwipeProbe() {
  const [log, setLog] = useState<string[]>([]);
  const swipe = useSwipe({
    onSwipeLeft: () => setLog((l) => [...l, 'left']),
    onSwipeRight: () => setLog((l) => [...l, 'right']),
  });
  return (
    <div data-testid="swipe" {...swipe}>
      {log.join(',')}
    </div>
  );
}

describe('useSwipe', () => {
  it('uses the larger of 50 px and 10% of the width', () => {
    expect(swipeThreshold(300)).toBe(50);
    expect(swipeThreshold(1920)).toBe(192);
  });

  it('fires left/right only past the threshold and when mostly horizontal', () => {
    render(<SwipeProbe />);
    const el = screen.getByTestId('swipe');
    Object.defineProperty(el, 'clientWidth', { value: 1000 });
    down(el, 1, 500);
    up(el, 1, 420); // 80 px < 100 px (10% of 1000)
    down(el, 1, 500);
    up(el, 1, 380); // 120 px left
    down(el, 1, 300);
    up(el, 1, 420, 400); // right 120 but 300 down: a scroll
    down(el, 1, 300);
    up(el, 1, 450);
    expect(el.textContent).toBe('left,right');
  });
});

function ZoomProbe({ max }: { max?: number }) {
  const z = usePinchZoom({ max });
  return (
    <div data-testid="frame" {...z.handlers}>
      {z.zoom.scale.toFixed(2)}
    </div>
  );
}

describe('usePinchZoom', () => {
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400));
  });
  afterEach(() => jest.restoreAllMocks());

  it('zooms to 3 on a double tap and back to 1 on the next', () => {
    render(<ZoomProbe />);
    const f = screen.getByTestId('frame');
    const tap = () => {
      down(f, 1, 200, 200);
      up(f, 1, 200, 200);
    };
    tap();
    tap();
    expect(f.textContent).toBe('3.00');
    tap();
    tap();
    expect(f.textContent).toBe('1.00');
  });

  it('pinches by the ratio of finger distances, clamped to 1..5 by default and 1..10 when asked', () => {
    const pinch = (f: HTMLElement, to: number) => {
      down(f, 1, 180, 200);
      down(f, 2, 220, 200); // 40 px apart
      act(() => {
        move(f, 2, 180 + to, 200);
      });
      up(f, 1, 180, 200);
      up(f, 2, 180 + to, 200);
    };
    const { unmount } = render(<ZoomProbe />);
    pinch(screen.getByTestId('frame'), 80); // ×2
    expect(screen.getByTestId('frame').textContent).toBe('2.00');
    pinch(screen.getByTestId('frame'), 400); // ×10 from 2 → clamp 5
    expect(screen.getByTestId('frame').textContent).toBe('5.00');
    unmount();
    render(<ZoomProbe max={10} />);
    pinch(screen.getByTestId('frame'), 400);
    expect(screen.getByTestId('frame').textContent).toBe('10.00');
    pinch(screen.getByTestId('frame'), 1); // shrink far below 1 → clamp 1
    expect(screen.getByTestId('frame').textContent).toBe('1.00');
  });
});
