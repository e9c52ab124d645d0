/**
 * Self-recovery of a screen that stalls: no animation frame while visible, no heartbeat answer while the
 * browser says it is online, the JavaScript heap over a limit, or the page showing a failure (`broken()`: a
 * part of the app that could not load or crashed) for CRASH_STALL_MS. The page then reloads itself — at most
 * once per SELF_RELOAD_MIN_INTERVAL_MS, and only when `mayReload()` agrees (a kiosk waits until nobody is using
 * it; a broken page does not wait, nobody can use it) — and the page after it reports why in its first heartbeat. Stalls are counted in consecutive checks
 * (one every CHECK_MS), so a clock that jumps (a sleeping laptop, a test clock) is not mistaken for one.
 */
import {
  FRAME_STALL_MS,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_STALL_MS,
  mayReloadNow,
  SCREEN_MEMORY_LIMIT_BYTES,
  type ReloadReason,
} from '@laurel/domain';
import { lastReloadAt, writeReloadRecord, type ScreenStorage } from './reload-record';

export const CHECK_MS = 15_000;
/** A page that shows a failure this long (two checks in a row) reloads. */
export const CRASH_STALL_MS = 2 * CHECK_MS;

export interface WatchdogOptions {
  lastAnswerAt(): number | null;
  memory(): number | null;
  storage: ScreenStorage | null;
  reload(): void;
  mayReload?(): boolean;
  /** True while the page shows a failure instead of its content (a crashed or missing part). */
  broken?(): boolean;
  memoryLimit?: number;
}

export interface WatchdogState {
  frames: number;
  noFrameChecks: number;
  noAnswerChecks: number;
  overMemoryChecks: number;
  brokenChecks?: number;
}

/** One check (pure): the updated counts and the reason to reload now, if any. */
export function judge(
  state: WatchdogState,
  facts: {
    framesNow: number;
    visible: boolean;
    online: boolean;
    sinceAnswerMs: number;
    memory: number | null;
    memoryLimit: number;
    broken?: boolean;
  },
): { state: WatchdogState; reason: ReloadReason | null } {
  const next: WatchdogState = {
    frames: facts.framesNow,
    noFrameChecks: facts.visible && facts.framesNow === state.frames ? state.noFrameChecks + 1 : 0,
    noAnswerChecks: facts.online && facts.sinceAnswerMs > 2 * HEARTBEAT_INTERVAL_MS ? state.noAnswerChecks + 1 : 0,
    overMemoryChecks: facts.memory !== null && facts.memory > facts.memoryLimit ? state.overMemoryChecks + 1 : 0,
    brokenChecks: facts.broken ? (state.brokenChecks ?? 0) + 1 : 0,
  };
  const reason: ReloadReason | null =
    (next.brokenChecks ?? 0) * CHECK_MS >= CRASH_STALL_MS
      ? 'crash'
      : next.noFrameChecks * CHECK_MS >= FRAME_STALL_MS
        ? 'no-frame'
        : next.noAnswerChecks * CHECK_MS >= HEARTBEAT_STALL_MS
          ? 'no-heartbeat-answer'
          : next.overMemoryChecks >= 2
            ? 'memory'
            : null;
  return { state: next, reason };
}

export function startWatchdog(o: WatchdogOptions): () => void {
  const startedAt = Date.now();
  // One frame asked for per check, not a frame counted on every vsync: a requestAnimationFrame loop makes the
  // browser draw 60 frames a second on a still screen (a kiosk's Home idled at 10% of a core at 1920×1080, 24%
  // at 3840×2160). A renderer that stalls never answers the frame asked for, so the count stands still as before.
  let frames = 0;
  let raf = 0;
  let asked = false;
  const askFrame = () => {
    if (asked) return;
    asked = true;
    raf = requestAnimationFrame(() => {
      asked = false;
      frames += 1;
    });
  };
  askFrame();
  let state: WatchdogState = { frames: 0, noFrameChecks: 0, noAnswerChecks: 0, overMemoryChecks: 0 };
  const timer = setInterval(() => {
    const now = Date.now();
    const verdict = judge(state, {
      framesNow: frames,
      visible: document.visibilityState === 'visible',
      online: navigator.onLine,
      sinceAnswerMs: now - (o.lastAnswerAt() ?? startedAt),
      memory: o.memory(),
      memoryLimit: o.memoryLimit ?? SCREEN_MEMORY_LIMIT_BYTES,
      broken: o.broken?.() ?? false,
    });
    state = verdict.state;
    askFrame();
    if (!verdict.reason || !mayReloadNow(lastReloadAt(o.storage), now)) return;
    if (verdict.reason !== 'crash' && o.mayReload?.() === false) return;
    writeReloadRecord(o.storage, verdict.reason, now);
    o.reload();
  }, CHECK_MS);
  return () => {
    clearInterval(timer);
    cancelAnimationFrame(raf);
  };
}
