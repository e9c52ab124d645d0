/**
 * A screen whose app crashed outright (React unmounted everything after an error no boundary caught) reloads
 * itself: after CRASH_RELOAD_DELAY_MS when its last self-reload is older than SELF_RELOAD_MIN_INTERVAL_MS,
 * else as soon as it is — so a screen that keeps crashing tries once per interval instead of looping, and
 * never stays blank for good. Meanwhile the page says it is restarting. The page after it reports 'crash'.
 */
import { SELF_RELOAD_MIN_INTERVAL_MS } from '@laurel/domain';
import { lastReloadAt, writeReloadRecord, type ScreenStorage } from './reload-record';

export const CRASH_RELOAD_DELAY_MS = 3000;

/** How long to wait before reloading after a crash at `now`. */
export function crashReloadDelay(lastReload: number | null, now: number): number {
  const allowedAt = lastReload === null ? now : lastReload + SELF_RELOAD_MIN_INTERVAL_MS;
  return Math.max(CRASH_RELOAD_DELAY_MS, allowedAt - now);
}

export interface CrashReloadOptions {
  storage: ScreenStorage | null;
  reload(): void;
  /** Where to say that the screen is restarting (the emptied app root). */
  notice?: HTMLElement | null;
}

export function reloadAfterCrash(o: CrashReloadOptions): () => void {
  if (o.notice && o.notice.childElementCount === 0) {
    const p = document.createElement('p');
    p.className = 'screen-restarting';
    p.setAttribute('role', 'status');
    p.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;font:600 clamp(1.5rem,3vw,3rem)/1.3 system-ui,sans-serif';
    p.textContent = 'This screen is restarting…';
    o.notice.append(p);
  }
  const timer = setTimeout(
    () => {
      writeReloadRecord(o.storage, 'crash', Date.now());
      o.reload();
    },
    crashReloadDelay(lastReloadAt(o.storage), Date.now()),
  );
  return () => clearTimeout(timer);
}
