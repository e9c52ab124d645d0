import { HEARTBEAT_STALL_MS, FRAME_STALL_MS } from '@laurel/domain';
import { CHECK_MS, judge, type WatchdogState } from './watchdog';
import { lastReloadAt, takeReloadRecord, writeReloadRecord } from './reload-record';
import { CRASH_RELOAD_DELAY_MS, crashReloadDelay } from './crash-reload';

const fresh: WatchdogState = { frames: 0, noFrameChecks: 0, noAnswerChecks: 0, overMemoryChecks: 0 };
const facts: {
  framesNow: number;
  visible: boolean;
  online: boolean;
  sinceAnswerMs: number;
  memory: number | null;
  memoryLimit: number;
  broken?: boolean;
} = { framesNow: 1, visible: true, online: true, sinceAnswerMs: 0, memory: 10, memoryLimit: 100 };

function run(checks: number, f: Partial<typeof facts>, start = fresh) {
  let state = start;
  let reason = null;
  for (let i = 0; i < checks; i++) {
    const framesNow = f.framesNow === undefined ? state.frames + 1 : f.framesNow;
    ({ state, reason } = judge(state, { ...facts, ...f, framesNow }));
  }
  return reason;
}

it('no frame for a minute while visible is a stall; a hidden page or one jump of the clock is not', () => {
  expect(run(FRAME_STALL_MS / CHECK_MS - 1, { framesNow: 5 })).toBeNull();
  expect(run(FRAME_STALL_MS / CHECK_MS + 1, { framesNow: 5 })).toBe('no-frame');
  expect(run(20, { framesNow: 5, visible: false })).toBeNull();
  expect(run(20, {})).toBeNull();
});

it('no heartbeat answer for five minutes while online is a stall; offline is not', () => {
  expect(run(HEARTBEAT_STALL_MS / CHECK_MS, { sinceAnswerMs: 3 * 60 * 60_000 })).toBe('no-heartbeat-answer');
  expect(run(HEARTBEAT_STALL_MS / CHECK_MS - 1, { sinceAnswerMs: 3 * 60 * 60_000 })).toBeNull();
  expect(run(40, { sinceAnswerMs: 3 * 60 * 60_000, online: false })).toBeNull();
});

it('memory over the limit twice in a row is a stall', () => {
  expect(run(1, { memory: 200 })).toBeNull();
  expect(run(2, { memory: 200 })).toBe('memory');
  expect(run(5, { memory: null })).toBeNull();
});

it('a reload leaves its reason for the next page, once', () => {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  };
  writeReloadRecord(storage, 'memory', Date.UTC(2026, 0, 1));
  expect(lastReloadAt(storage)).toBe(Date.UTC(2026, 0, 1));
  expect(takeReloadRecord(storage)).toEqual({ reason: 'memory', at: '2026-01-01T00:00:00.000Z' });
  expect(takeReloadRecord(storage)).toBeNull();
});

it('a page that shows a failure for two checks in a row reloads, reason crash', () => {
  expect(run(1, { broken: true })).toBeNull();
  expect(run(2, { broken: true })).toBe('crash');
  expect(run(5, { broken: false })).toBeNull();
});

it('after a crash it reloads within seconds, or when the last self-reload is ten minutes old', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  expect(crashReloadDelay(null, now)).toBe(CRASH_RELOAD_DELAY_MS);
  expect(crashReloadDelay(now - 60 * 60_000, now)).toBe(CRASH_RELOAD_DELAY_MS);
  expect(crashReloadDelay(now - 4 * 60_000, now)).toBe(6 * 60_000);
});
