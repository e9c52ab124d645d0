import { fireEvent, render } from '@testing-library/react';
import { useIdleReturn } from './use-idle-return';

function Probe({ onIdle, enabled = true }: { onIdle: () => void; enabled?: boolean }) {
  useIdleReturn(1000, onIdle, enabled);
  return null;
}

describe('useIdleReturn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls onIdle after the timeout without activity', () => {
    const onIdle = jest.fn();
    render(<Probe onIdle={onIdle} />);
    jest.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'mousedown', 'touchstart', 'mousemove', 'wheel'])('restarts the count on %s', (type) => {
    const onIdle = jest.fn();
    render(<Probe onIdle={onIdle} />);
    jest.advanceTimersByTime(800);
    fireEvent(window, new Event(type));
    jest.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores a mousemove at the last position of the pointer (the page moving under a resting pointer)', () => {
    const onIdle = jest.fn();
    const move = (x: number, y: number) => fireEvent(window, new MouseEvent('mousemove', { screenX: x, screenY: y }));
    render(<Probe onIdle={onIdle} />);
    move(10, 10); // a visitor moves the pointer: the count restarts
    jest.advanceTimersByTime(800);
    move(10, 10); // the page moved under the resting pointer: not activity
    jest.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts a mousemove to a new position even when the browser reports no movementX/Y', () => {
    const onIdle = jest.fn();
    render(<Probe onIdle={onIdle} />);
    jest.advanceTimersByTime(800);
    const moved = new MouseEvent('mousemove', { screenX: 200, screenY: 200 });
    Object.assign(moved, { movementX: 0, movementY: 0 });
    fireEvent(window, moved);
    jest.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const onIdle = jest.fn();
    render(<Probe onIdle={onIdle} enabled={false} />);
    jest.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
