/**
 * Each bulk chunk carries an Idempotency-Key (random, the same for every try of that chunk), and a chunk whose
 * request failed on the way (no answer, or a 5xx) is sent again up to twice, 0.5 s then 1.5 s later: the API
 * applies a chunk with a given key at most once, so a retry after a lost reply never saves twice.
 */
const RETRY_DELAYS_MS = [500, 1500];

/** 32 random hex digits (crypto.getRandomValues works on plain-http kiosks too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True for a failure worth sending the same chunk again: no answer, a timeout, or a server error. */
export function isRetryable(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('status' in err)) return false;
  const status = (err as { status: unknown }).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
}

/** Runs `send(key)` with one key for all tries; retries what `isRetryable` allows. */
export async function sendChunk<T>(send: (key: string) => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (err) {
      if (attempt >= delays.length || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, delays[attempt]));
    }
  }
}
