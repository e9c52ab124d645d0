/**
 * GET /sites/{siteId}/events: Server-Sent Events. Each content change of the site is sent as
 * `id: <version>` `event: change` with `data: {siteId, kind, id, version}` (the site's content version the
 * change made, issue 26). A stream opened with `Last-Event-ID` or `?since=` first gets what changed after that
 * version, or `event: reload` when it is too far back (stream-catch-up.ts); every stream then gets
 * `event: version` with the current version as its id, so a reconnect names it. A comment line every 25 s keeps
 * proxies from closing it.
 * Editors of the site get every notice; everyone else only those about what they may see
 * (live/public-changes.ts). Open streams are capped per client (IPv6 by /64) and in all (SSE_MAX_PER_CLIENT,
 * SSE_MAX_TOTAL, with a part kept for screens): beyond them the request gets 429 or 503 with Retry-After before
 * any stream is opened.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canEditSite, type ChangeEvent, type SiteEventsQuerySchema } from '@laurel/domain';
import type { Static } from '@sinclair/typebox';
import type { SiteDoc, StoredUser } from '../../plugins/app/repositories';
import { HttpError } from '../../plugins/app/http-errors';
import { PublicChanges } from './public-changes';
import { clientKeyOf } from '../client-key';
import { catchUp, streamStart } from './stream-catch-up';

export const HEARTBEAT_MS = 25_000;
/** Seconds a refused client is asked to wait before trying again. */
export const STREAM_RETRY_AFTER_S = 30;

export const tooManyStreamsFromClient = (max: number) =>
  `Too many live update connections from this address (at most ${max}). Close other tabs or screens and try again.`;
export const tooManyStreams = 'The server has too many live update connections right now. Please try again shortly.';

/** The part of SSE_MAX_TOTAL only kiosks and cast screens may use (they say so: `?screen=kiosk|cast`). */
export const SCREEN_SHARE_OF_STREAMS = 0.1;

/**
 * The open streams of an app, counted per client key (services/client-key.ts: IPv6 by /64); ended before the
 * server stops listening. One client holds at most SSE_MAX_PER_CLIENT (20 of the 2,000 by default); the last 10 %
 * of SSE_MAX_TOTAL (rounded down) is kept for kiosks and cast screens, so a flood of browser streams cannot keep
 * wall screens off live updates.
 */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  private readonly perClient = new Map<string, number>();
  private readonly maxPerClient: number;
  private readonly maxForBrowsers: number;

  constructor(private readonly limits: { perClient: number; total: number }) {
    this.maxPerClient = limits.perClient;
    this.maxForBrowsers = limits.total - Math.floor(limits.total * SCREEN_SHARE_OF_STREAMS);
  }

  get size(): number {
    return this.ends.size;
  }

  /** Throws the refusal when `client` may not open another stream (`screen`: a kiosk or cast screen asks). */
  admit(client: string, screen = false): void {
    if ((this.perClient.get(client) ?? 0) >= this.maxPerClient)
      throw new HttpError(429, tooManyStreamsFromClient(this.maxPerClient));
    if (this.ends.size >= (screen ? this.limits.total : this.maxForBrowsers)) throw new HttpError(503, tooManyStreams);
  }

  add(client: string, end: () => void): void {
    this.ends.add(end);
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
  }

  delete(client: string, end: () => void): void {
    if (!this.ends.delete(end)) return;
    const left = (this.perClient.get(client) ?? 1) - 1;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
  }

  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}

/** Per app: the streams and the visitors' filters. */
export interface SiteStreams {
  open: OpenStreams;
  publicChanges: PublicChanges;
}

export function siteStreams(app: FastifyInstance): SiteStreams {
  return {
    open: new OpenStreams({ perClient: app.config.sseMaxPerClient, total: app.config.sseMaxTotal }),
    publicChanges: new PublicChanges(app),
  };
}

/** One SSE frame with the version as its id. */
const frame = (event: string, version: number, data: unknown): string =>
  `id: ${version}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Takes over the reply and relays the site's change notices until the client (or the server) closes. */
export function relayChanges(
  app: FastifyInstance,
  site: SiteDoc,
  viewer: StoredUser | null,
  request: FastifyRequest & { query: Static<typeof SiteEventsQuerySchema> },
  reply: FastifyReply,
  streams: SiteStreams,
): void {
  const client = clientKeyOf(request);
  const { screen } = request.query;
  try {
    streams.open.admit(client, screen === 'kiosk' || screen === 'cast');
  } catch (err) {
    reply.header('retry-after', STREAM_RETRY_AFTER_S);
    throw err;
  }
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 5000\n: connected to ${site.siteID}\n\n`);
  const siteId = site.siteID;
  const editor = canEditSite(viewer, site);
  // Live notices wait while the catch-up is read; afterwards only those past what it covered are sent.
  let held: ChangeEvent[] | null = [];
  let sent = 0;
  const send = (e: ChangeEvent) => {
    if (!e.version) return; // cache-only notices (caches drop at once; the versioned one follows)
    if (held) return void held.push(e);
    const { resync, ...notice } = e;
    // Each version once (the catch-up may have sent it); a resync (history lost) always goes out.
    if (e.version <= sent && !resync) return;
    sent = Math.max(sent, e.version);
    res.write(frame('change', e.version, notice));
  };
  const unsubscribe = editor ? app.events.subscribe(siteId, send) : streams.publicChanges.subscribe(siteId, send);
  catchUp(app, siteId, streamStart(request), editor)
    .then(({ version, changes }) => {
      if (res.destroyed) return;
      if (changes === 'reload') res.write(frame('reload', version, { siteId, version }));
      else for (const e of changes) res.write(frame('change', e.version ?? version, e));
      res.write(frame('version', version, { siteId, version }));
      sent = version;
    })
    .catch((err: unknown) => {
      app.log.warn({ err, siteId }, 'could not read what a change stream missed');
      if (!res.destroyed) res.write(frame('reload', 0, { siteId, version: 0 }));
    })
    .finally(() => {
      const waiting = held ?? [];
      held = null;
      for (const e of waiting) send(e);
    });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    streams.open.delete(client, end);
  };
  const end = () => {
    stop();
    res.end();
  };
  streams.open.add(client, end);
  res.on('close', stop);
}
