import type { ScreenHealth } from '@laurel/domain';

/** "3 min ago", "2 h ago", "Nov 21, 14:05" — how long ago a time was, for the screens list. */
export function agoText(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms)) return 'unknown';
  if (ms < 60_000) return 'just now';
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min ago`;
  if (ms < 86_400_000) return `${Math.round(ms / 3_600_000)} h ago`;
  return new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The state a person reads: "Online", "Stale content", "Offline since …", "Never connected". */
export function stateText(screen: ScreenHealth, now: number): string {
  if (screen.state === null) return 'Never connected';
  if (screen.state === 'online') return 'Online';
  if (screen.state === 'stale') return 'Online, older content';
  return `Offline since ${agoText(screen.offlineSince, now)}`;
}

export function durationText(ms: number | null): string {
  if (ms === null) return '–';
  const h = Math.floor(ms / 3_600_000);
  if (h >= 48) return `${Math.floor(h / 24)} days`;
  if (h >= 1) return `${h} h`;
  return `${Math.max(0, Math.round(ms / 60_000))} min`;
}

export const megabytes = (bytes: number | null): string => (bytes === null ? '–' : `${Math.round(bytes / 1048576)} MB`);

export const RELOAD_WORDS: Record<string, string> = {
  'no-frame': 'the screen stopped drawing',
  'no-heartbeat-answer': 'heartbeats went unanswered',
  memory: 'memory over the limit',
  crash: 'the page crashed',
};
