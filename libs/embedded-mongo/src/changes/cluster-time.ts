// Cluster time: a Timestamp (seconds, increment) that grows with every write command, as MongoDB's
// oplog time does. Held as a bigint (t << 32 | i) so that positions compare with plain < and >.
import { Timestamp } from 'bson';

export const tsValue = (ts: Timestamp): bigint => (BigInt(ts.t) << 32n) | BigInt(ts.i);

export const tsOf = (value: bigint): Timestamp =>
  new Timestamp({ t: Number(value >> 32n), i: Number(value & 0xffffffffn) });

export class ClusterClock {
  /** The last time handed out (0 = none yet). */
  last = 0n;

  /** The time the next write will get, without taking it. */
  peek(now = Date.now()): bigint {
    const seconds = BigInt(Math.floor(now / 1000));
    const t = this.last >> 32n;
    return seconds > t ? (seconds << 32n) | 1n : this.last + 1n;
  }

  /** Takes the next time. */
  tick(now = Date.now()): bigint {
    this.last = this.peek(now);
    return this.last;
  }

  /**
   * At start-up: moves the clock to now, with the increment at the current millisecond × 4,000,000, so
   * that every time handed out from here on is later than any time (or resume token) a previous run
   * handed out, even one that stopped within the same second.
   */
  advanceToNow(now = Date.now()): void {
    const seconds = BigInt(Math.floor(now / 1000));
    this.observe((seconds << 32n) | BigInt((now % 1000) * 4_000_000));
  }

  /** Moves the clock past a time read back from disk. */
  observe(value: bigint): void {
    if (value > this.last) this.last = value;
  }
}
