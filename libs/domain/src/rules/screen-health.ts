/**
 * Screen health (kiosks and cast screens): each screen sends a heartbeat every HEARTBEAT_INTERVAL_MS with the
 * content version it shows; the API keeps the last one. A screen is offline when it has been silent for
 * OFFLINE_AFTER_MS, stale when it is online but shows older content than the site's latest edit.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Three missed heartbeats (and 10 s of slack) make a screen offline. */
export const offlineAfterMs = (heartbeatMs: number): number => 3 * heartbeatMs + 10_000;
export const OFFLINE_AFTER_MS = offlineAfterMs(HEARTBEAT_INTERVAL_MS);
/** The change-notice stream's stand-in when it cannot be held: the site's live state is polled this often. */
export const LIVE_POLL_INTERVAL_MS = 4_000;
/** A screen reloads itself at most once per this long (self-recovery). */
export const SELF_RELOAD_MIN_INTERVAL_MS = 10 * 60_000;
/** A screen whose JavaScript heap passes this reloads itself (when the browser reports its heap). */
export const SCREEN_MEMORY_LIMIT_BYTES = 512 * 1024 * 1024;
/** No animation frame for this long (while visible) counts as a stall. */
export const FRAME_STALL_MS = 60_000;
/** Heartbeats unanswered for this long count as a stall (the server being down is not: that is offline). */
export const HEARTBEAT_STALL_MS = 5 * 60_000;
/** Offline alerts: the default wait before a silent screen is reported, and the bounds an admin may choose. */
export const DEFAULT_OFFLINE_ALERT_MINUTES = 10;
export const MIN_OFFLINE_ALERT_MINUTES = 1;
export const MAX_OFFLINE_ALERT_MINUTES = 7 * 24 * 60;

export const SCREEN_KINDS = ['kiosk', 'cast'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
export const SCREEN_STATES = ['online', 'stale', 'offline'] as const;
export type ScreenState = (typeof SCREEN_STATES)[number];
/** Why a screen reloaded itself. */
export const RELOAD_REASONS = ['no-frame', 'no-heartbeat-answer', 'memory', 'crash'] as const;
export type ReloadReason = (typeof RELOAD_REASONS)[number];

export interface ScreenHealthFacts {
  lastSeenAt: string;
  contentVersion: number;
}

/** online / stale / offline at `now`, given the site's latest content version. */
export function screenState(
  screen: ScreenHealthFacts,
  now: number,
  latestVersion: number,
  offlineAfter: number = OFFLINE_AFTER_MS,
): ScreenState {
  const seen = Date.parse(screen.lastSeenAt);
  if (!Number.isFinite(seen) || now - seen > offlineAfter) return 'offline';
  return screen.contentVersion < latestVersion ? 'stale' : 'online';
}

/** Whether a reload for a stall may happen now, given the time of the last one (at most once per interval). */
export const mayReloadNow = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= SELF_RELOAD_MIN_INTERVAL_MS;
