import { useEffect, useState } from 'react';

/** The time of the last render, rendered again when `at` (epoch ms, or null for never) passes. */
export function useUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const wait = at - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return undefined;
    }
    // setTimeout holds at most ~24.8 days; a later expiry is checked again then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, now]);
  return Math.max(now, Date.now());
}
