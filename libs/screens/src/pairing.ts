/**
 * A screen nobody has paired (issue 24): it asks the API for a short code, shows it, and asks every few
 * seconds whether an admin has entered it on the Cast screens settings page. A code that runs out is replaced
 * by a new one; a refused or failed request is tried again later. `onPaired` gives the id the screen now runs
 * under (a TV's cast screen, a kiosk's heartbeat id).
 */
import { apiUrl, type PairingStarted, type PairingState, type ScreenKind } from '@laurel/domain';

export interface PairingOptions {
  apiBase: string;
  kind: ScreenKind;
  /** A kiosk's site (it can only be paired to the site it shows). */
  siteId?: string;
  /** The code to show, or null while there is none (asking, or the server cannot be reached). */
  onCode(code: string | null): void;
  onPaired(paired: { screenId: string; siteId: string }): void;
  fetchImpl?: typeof fetch;
}

/** Waits before asking again after a failure (the server down) or a refusal (too many codes from here). */
export const PAIRING_RETRY_MS = 10_000;
export const PAIRING_REFUSED_RETRY_MS = 60_000;

export function watchPairing(o: PairingOptions): () => void {
  const send = o.fetchImpl ?? ((input: RequestInfo, init?: RequestInit) => fetch(input, init));
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: PairingStarted | null = null;
  const later = (ms: number, step: () => Promise<void>) => {
    if (!stopped) timer = setTimeout(() => void step(), ms);
  };

  async function start(): Promise<void> {
    current = null;
    try {
      const res = await send(`${o.apiBase}${apiUrl('POST /screen-pairings')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: o.kind, ...(o.siteId ? { siteId: o.siteId } : {}) }),
        cache: 'no-store',
      });
      if (stopped) return;
      if (res.status !== 201) {
        o.onCode(null);
        return later(res.status === 429 ? PAIRING_REFUSED_RETRY_MS : PAIRING_RETRY_MS, start);
      }
      current = (await res.json()) as PairingStarted;
      o.onCode(current.code);
      later(current.pollMs, poll);
    } catch {
      o.onCode(null);
      later(PAIRING_RETRY_MS, start);
    }
  }

  async function poll(): Promise<void> {
    const pairing = current;
    if (!pairing || stopped) return;
    if (Date.now() >= Date.parse(pairing.expiresAt)) return start();
    try {
      const res = await send(
        `${o.apiBase}${apiUrl('GET /screen-pairings/:pairingId', { pairingId: pairing.pairingId })}`,
        { cache: 'no-store' },
      );
      if (stopped) return;
      if (res.status === 404) return start();
      if (res.ok) {
        const state = (await res.json()) as PairingState;
        if (state.state === 'paired' && state.screenId && state.siteId) {
          stopped = true;
          return o.onPaired({ screenId: state.screenId, siteId: state.siteId });
        }
      }
    } catch {
      /* offline: the code stays on screen; ask again */
    }
    later(pairing.pollMs, poll);
  }

  void start();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
