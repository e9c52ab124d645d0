import { FRAME_STALL_MS } from '@laurel/domain';
import { CHECK_MS, startWatchdog } from './watchdog';

/** A browser's frame scheduler the test drives: frames asked for run when the test draws one. */
function frameScheduler() {
  let waiting: Array<() => void> = [];
  let asked = 0;
  const g = globalThis as Record<string, unknown>;
  g.requestAnimationFrame = (cb: () => void) => {
    asked += 1;
    waiting.push(cb);
    return asked;
  };
  g.cancelAnimationFrame = () => undefined;
  g.document = { visibilityState: 'visible' };
  g.navigator = { onLine: true };
  return {
    asked: () => asked,
    draw: () => {
      const now = waiting;
      waiting = [];
      now.forEach((cb) => cb());
    },
  };
}

function watch() {
  const reload = jest.fn();
  const stop = startWatchdog({ lastAnswerAt: () => Date.now(), memory: () => null, storage: null, reload });
  return { reload, stop };
}

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12) }));
afterEach(() => jest.useRealTimers());

it('a screen that draws asks for one frame per check, not one per frame, and never reloads', () => {
  const frames = frameScheduler();
  const { reload, stop } = watch();
  for (let check = 0; check < 2 * (FRAME_STALL_MS / CHECK_MS); check++) {
    for (let i = 0; i < 60; i++) frames.draw(); // the browser draws on: a frame asked for is answered once
    jest.advanceTimersByTime(CHECK_MS);
  }
  expect(frames.asked()).toBeLessThanOrEqual(2 * (FRAME_STALL_MS / CHECK_MS) + 1);
  expect(reload).not.toHaveBeenCalled();
  stop();
});

it('a renderer that stops drawing for a minute while visible reloads the page', () => {
  const frames = frameScheduler();
  const { reload, stop } = watch();
  frames.draw();
  jest.advanceTimersByTime(CHECK_MS);
  expect(reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(FRAME_STALL_MS); // no frame drawn from here on
  expect(reload).toHaveBeenCalledTimes(1);
  stop();
});
