/**
 * GET /sites/{siteId}/events: Server-Sent Events. Each content change of the site is sent as
 * `event: change` with `data: {siteId, kind, id}`; a comment line every 25 s keeps proxies from closing it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ctxOf } from '../../services/context';
import { SiteParams } from '../shared';

export const HEARTBEAT_MS = 25_000;

const events: FastifyPluginAsync = async (app) => {
  const open = new Set<() => void>();
  // Before the server stops listening: open streams would otherwise keep `close()` waiting.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.get(
    '/sites/:siteId/events',
    { schema: { tags: ['sites'], summary: 'Change notices for the site (text/event-stream)', params: SiteParams } },
    async (request, reply) => {
      const { site } = await ctxOf(app, request);
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
    },
  );
};
export default events;
