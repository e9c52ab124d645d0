/**
 * GET /sites/{siteId}/events: Server-Sent Events. Each content change of the site is sent as
 * `event: change` with `data: {siteId, kind, id}`; a comment line every 25 s keeps proxies from closing it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteDoc } from '../plugins/app/repositories';

export const HEARTBEAT_MS = 25_000;

/** The open streams of an app, ended before the server stops listening (they would keep `close()` waiting). */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  add(end: () => void): void {
    this.ends.add(end);
  }
  delete(end: () => void): void {
    this.ends.delete(end);
  }
  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}

/** Takes over the reply and relays the site's change notices until the client (or the server) closes. */
export function relayChanges(app: FastifyInstance, site: SiteDoc, reply: FastifyReply, open: OpenStreams): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 5000\n: connected to ${site.siteID}\n\n`);
  const unsubscribe = app.events.subscribe(site.siteID, (e) => {
    res.write(`event: change\ndata: ${JSON.stringify(e)}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
  };
  const end = () => {
    stop();
    res.end();
  };
  open.add(end);
  res.on('close', stop);
}
