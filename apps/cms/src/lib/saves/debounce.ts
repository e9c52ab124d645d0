import type { Dispatch } from '@reduxjs/toolkit';
import { LEAVING_EVENT, sessionActions } from '@laurel/api-client';
import { SAVE_DEBOUNCE_MS } from '@laurel/domain';

export { SAVE_DEBOUNCE_MS };

export interface Debouncer {
  /** Runs `task` after `wait` ms of quiet for this key; a later call for the same key replaces it. */
  schedule(key: string, task: () => unknown): void;
  /** Runs every waiting task now (e.g. before leaving a page); resolves when they have finished. */
  flush(): Promise<void>;
  cancel(key: string): void;
  pending(): number;
}

export interface DebouncerHooks {
  /** A key started waiting (it was not waiting before). */
  onStart?: (key: string) => void;
  /** A key's task finished (or was cancelled). */
  onEnd?: (key: string) => void;
}

export function createDebouncer(wait = SAVE_DEBOUNCE_MS, hooks: DebouncerHooks = {}): Debouncer {
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; task: () => unknown }>();

  const run = async (key: string): Promise<void> => {
    const item = waiting.get(key);
    if (!item) return;
    clearTimeout(item.timer);
    waiting.delete(key);
    try {
      await item.task();
    } finally {
      hooks.onEnd?.(key);
    }
  };

  return {
    schedule(key, task) {
      const existing = waiting.get(key);
      if (existing) clearTimeout(existing.timer);
      else hooks.onStart?.(key);
      const timer = setTimeout(() => void run(key).catch(() => undefined), wait);
      waiting.set(key, { timer, task });
    },
    async flush() {
      await Promise.allSettled([...waiting.keys()].map((key) => run(key)));
    },
    cancel(key) {
      const item = waiting.get(key);
      if (!item) return;
      clearTimeout(item.timer);
      waiting.delete(key);
      hooks.onEnd?.(key);
    },
    pending: () => waiting.size,
  };
}

/**
 * A debouncer whose waiting saves count as "saving" in the session, so navigation is blocked from the
 * first keystroke until the debounced call has finished. When the editor tries to leave (the shell's
 * `LEAVING_EVENT`: a held navigation, the page unloading), what waits is sent at once: the editor waits for
 * the save, not for the rest of the 2000 ms, and a page left anyway has sent it.
 */
export function createDebouncedSaver(
  dispatch: Dispatch,
  wait = SAVE_DEBOUNCE_MS,
  events: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): Debouncer {
  const debouncer = createDebouncer(wait, {
    onStart: () => dispatch(sessionActions.saveStarted()),
    onEnd: () => dispatch(sessionActions.saveFinished()),
  });
  events?.addEventListener(LEAVING_EVENT, () => {
    if (debouncer.pending() > 0) void debouncer.flush();
  });
  return debouncer;
}
