/**
 * Sign-in throttling per account and client together (the pair `e-mail | client key`), so guesses slow down the
 * guesser without locking the account: LOGIN_ACCOUNT_RATE_LIMIT attempts a minute per pair, then that pair waits
 * a minute, twice as long after each further wait (at most 15 minutes; forgotten 15 minutes after the last wait).
 * A right password ends the pair's count. Another address that has not been guessing signs in as usual; the
 * per-address limit across accounts (LOGIN_RATE_LIMIT) is the route's own.
 * The pairs are kept in the database (collection `loginThrottles`, removed by a TTL index once forgotten), so
 * every API replica counts the same attempts; each change is a compare-and-set on the pair's version.
 */
import type { Collection } from 'mongodb';

const WINDOW_MS = 60_000;
const MAX_WAIT_MS = 15 * 60_000;
/** Tries of a compare-and-set that other replicas keep beating before the attempt is told to wait. */
const MAX_RACES = 8;

export interface Pair {
  count: number;
  windowStart: number;
  strikes: number;
  blockedUntil: number;
}

export interface PairDoc extends Pair {
  _id: string;
  /** Raised by every write: a write names the version it read. */
  v: number;
  /** When the pair may be forgotten (TTL index). */
  expiresAt: Date;
}

export type Wait = { retryAfterS: number } | null;

/** One attempt of a pair at `now`: its next state (null = unchanged) and the wait it is told, if any. */
export function nextPair(pair: Pair | null, now: number, perMinute: number): { next: Pair | null; wait: Wait } {
  const waitUntil = (until: number) => ({ retryAfterS: Math.ceil((until - now) / 1000) });
  if (pair && pair.blockedUntil > now) return { next: null, wait: waitUntil(pair.blockedUntil) };
  const next: Pair = pair ? { ...pair } : { count: 0, windowStart: now, strikes: 0, blockedUntil: 0 };
  if (next.strikes > 0 && now - next.blockedUntil > MAX_WAIT_MS) next.strikes = 0;
  if (now - next.windowStart >= WINDOW_MS) {
    next.count = 0;
    next.windowStart = now;
  }
  if (next.count >= perMinute) {
    next.strikes += 1;
    next.blockedUntil = now + Math.min(WINDOW_MS * 2 ** (next.strikes - 1), MAX_WAIT_MS);
    return { next, wait: waitUntil(next.blockedUntil) };
  }
  next.count += 1;
  return { next, wait: null };
}

export class LoginThrottle {
  constructor(
    private readonly pairs: Collection<PairDoc>,
    private readonly perPairPerMinute: number,
  ) {}

  static key(email: string, client: string): string {
    return `${email.trim().toLowerCase()}|${client}`;
  }

  /** Counts an attempt of the pair; the seconds it must wait instead (nothing counted) when it is throttled. */
  async attempt(key: string, now = Date.now()): Promise<Wait> {
    for (let race = 0; race < MAX_RACES; race++) {
      const doc = await this.pairs.findOne({ _id: key });
      const { next, wait } = nextPair(doc, now, this.perPairPerMinute);
      if (!next) return wait;
      const stored: PairDoc = {
        _id: key,
        count: next.count,
        windowStart: next.windowStart,
        strikes: next.strikes,
        blockedUntil: next.blockedUntil,
        v: (doc?.v ?? 0) + 1,
        expiresAt: new Date(Math.max(next.blockedUntil, next.windowStart + WINDOW_MS) + MAX_WAIT_MS),
      };
      if (!doc) {
        const inserted = await this.pairs.insertOne(stored).then(
          () => true,
          (err: { code?: number }) => {
            if (err.code === 11000) return false; // another replica counted this pair's first attempt meanwhile
            throw err;
          },
        );
        if (inserted) return wait;
        continue;
      }
      const { matchedCount } = await this.pairs.replaceOne({ _id: key, v: doc.v }, stored);
      if (matchedCount === 1) return wait;
    }
    return { retryAfterS: 1 };
  }

  /** The right password: the pair starts afresh. */
  async succeeded(key: string): Promise<void> {
    await this.pairs.deleteOne({ _id: key });
  }
}
