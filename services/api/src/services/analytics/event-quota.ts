/**
 * Fixed one-minute windows counting analytics events per client (its key: IPv6 by /64) and per site, so anonymous
 * posts stay bounded (ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE, ANALYTICS_EVENTS_PER_SITE_PER_MINUTE); one client gets
 * at most half of a site's allowance, so no single client can use it up. A post that would go over either count
 * is refused whole (429 with Retry-After); nothing of it is stored.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/app/http-errors';

const WINDOW_MS = 60_000;

export const TOO_MANY_FROM_CLIENT = 'Too many analytics events from this address; try again in a minute.';
export const TOO_MANY_FOR_SITE = 'This site is receiving too many analytics events right now; try again in a minute.';

export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Adds `n` to the key's current window when it stays within `max`; false (nothing added) otherwise. */
  take(key: string, n: number, max: number, now = Date.now()): boolean {
    let w = this.windows.get(key);
    if (!w || now - w.start >= WINDOW_MS) {
      if (this.windows.size > 50_000) this.prune(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count + n > max) return false;
    w.count += n;
    return true;
  }

  /** Seconds until the key's window ends. */
  retryAfter(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)) : 1;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(key);
  }
}

/** The most of one site's allowance a single client may use in a minute, whatever the configured per-client limit. */
export const CLIENT_SHARE_OF_SITE = 1 / 2;

export class EventQuotas {
  private readonly counter = new WindowCounter();
  private readonly limits: { perClient: number; perSite: number };

  /** `client` in `admit` is the client key (services/client-key.ts: IPv6 by /64). */
  constructor(limits: { perClient: number; perSite: number }) {
    this.limits = {
      perSite: limits.perSite,
      perClient: Math.min(limits.perClient, Math.ceil(limits.perSite * CLIENT_SHARE_OF_SITE)),
    };
  }

  /** Counts a post of `n` events, or sets Retry-After on the reply and throws the 429. */
  admit(reply: FastifyReply, client: string, siteId: string, n: number): void {
    const clientKey = `client|${client}`;
    const siteKey = `site|${siteId}`;
    if (!this.counter.take(clientKey, n, this.limits.perClient)) {
      reply.header('retry-after', this.counter.retryAfter(clientKey));
      throw new HttpError(429, TOO_MANY_FROM_CLIENT);
    }
    if (!this.counter.take(siteKey, n, this.limits.perSite)) {
      this.counter.take(clientKey, -n, Number.POSITIVE_INFINITY);
      reply.header('retry-after', this.counter.retryAfter(siteKey));
      throw new HttpError(429, TOO_MANY_FOR_SITE);
    }
  }
}
