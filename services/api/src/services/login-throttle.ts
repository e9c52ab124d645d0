/**
 * Sign-in throttling per account and client together (the pair `e-mail | client key`), so guesses slow down the
 * guesser without locking the account: LOGIN_ACCOUNT_RATE_LIMIT attempts a minute per pair, then that pair waits
 * a minute, twice as long after each further wait (at most 15 minutes; forgotten 15 minutes after the last wait).
 * A right password ends the pair's count. Another address that has not been guessing signs in as usual; the
 * per-address limit across accounts (LOGIN_RATE_LIMIT) is the route's own. Kept in this process's memory: with
 * several API replicas each counts on its own (docs/operators.md).
 */
const WINDOW_MS = 60_000;
const MAX_WAIT_MS = 15 * 60_000;
const MAX_PAIRS = 100_000;

interface Pair {
  count: number;
  windowStart: number;
  strikes: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly pairs = new Map<string, Pair>();

  constructor(private readonly perPairPerMinute: number) {}

  static key(email: string, client: string): string {
    return `${email.trim().toLowerCase()}|${client}`;
  }

  /** Counts an attempt of the pair; the seconds it must wait instead (nothing counted) when it is throttled. */
  attempt(key: string, now = Date.now()): { retryAfterS: number } | null {
    let pair = this.pairs.get(key);
    if (pair && pair.blockedUntil > now) return { retryAfterS: Math.ceil((pair.blockedUntil - now) / 1000) };
    if (!pair) {
      if (this.pairs.size >= MAX_PAIRS) this.prune(now);
      pair = { count: 0, windowStart: now, strikes: 0, blockedUntil: 0 };
      this.pairs.set(key, pair);
    }
    if (pair.strikes > 0 && now - pair.blockedUntil > MAX_WAIT_MS) pair.strikes = 0;
    if (now - pair.windowStart >= WINDOW_MS) {
      pair.count = 0;
      pair.windowStart = now;
    }
    if (pair.count >= this.perPairPerMinute) {
      pair.strikes += 1;
      pair.blockedUntil = now + Math.min(WINDOW_MS * 2 ** (pair.strikes - 1), MAX_WAIT_MS);
      return { retryAfterS: Math.ceil((pair.blockedUntil - now) / 1000) };
    }
    pair.count += 1;
    return null;
  }

  /** The right password: the pair starts afresh. */
  succeeded(key: string): void {
    this.pairs.delete(key);
  }

  private prune(now: number): void {
    for (const [key, pair] of this.pairs)
      if (pair.blockedUntil <= now && now - pair.windowStart >= WINDOW_MS && pair.strikes === 0) this.pairs.delete(key);
    if (this.pairs.size >= MAX_PAIRS) this.pairs.clear();
  }
}
