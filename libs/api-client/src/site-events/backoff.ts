/** Retry delays after failed loads: 2 s, 4 s, 8 s … capped at 60 s, with ±20% jitter so screens spread out. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_MS = 60_000;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(base * (0.8 + 0.4 * random()));
}
