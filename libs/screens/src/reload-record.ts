/**
 * What a self-reload leaves for the page that comes up after it: why and when (reported in the next
 * heartbeat), and when the last one happened (at most one per SELF_RELOAD_MIN_INTERVAL_MS).
 */
import { RELOAD_REASONS, type ReloadReason } from '@laurel/domain';

export type ScreenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const RECORD_KEY = 'laurel.screen.reload';
const LAST_KEY = 'laurel.screen.lastReloadAt';

export function writeReloadRecord(storage: ScreenStorage | null, reason: ReloadReason, at: number): void {
  try {
    storage?.setItem(RECORD_KEY, JSON.stringify({ reason, at: new Date(at).toISOString() }));
    storage?.setItem(LAST_KEY, String(at));
  } catch {
    /* storage full or blocked: the reload still happens */
  }
}

/** The record of the reload that brought this page up (read once, then removed), or null. */
export function takeReloadRecord(storage: ScreenStorage | null): { reason: ReloadReason; at: string } | null {
  try {
    const raw = storage?.getItem(RECORD_KEY);
    storage?.removeItem(RECORD_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { reason?: string; at?: string };
    return RELOAD_REASONS.includes(value.reason as ReloadReason) && typeof value.at === 'string'
      ? { reason: value.reason as ReloadReason, at: value.at }
      : null;
  } catch {
    return null;
  }
}

export function lastReloadAt(storage: ScreenStorage | null): number | null {
  try {
    const n = Number(storage?.getItem(LAST_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** The storage of a screen (localStorage when the browser allows it). */
export function screenStorage(): ScreenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
