/** GET /sites/{siteId}/events: the site's change notices as Server-Sent Events (services/site-events). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteParams } from '@laurel/domain';
import { readCtx } from '../../../services/context';
import { relayChanges, siteStreams } from '../../../services/site-events';

const events: FastifyPluginAsyncTypebox = async (app) => {
  const streams = siteStreams(app);
  app.addHook('preClose', async () => streams.open.endAll());
  app.get(
    '/events',
    { schema: { tags: ['sites'], summary: 'Change notices for the site (text/event-stream)', params: SiteParams } },
    async (request, reply) =>
      relayChanges(app, (await readCtx(app, request, request.params.siteId)).site, request, reply, streams),
  );
};
export default events;
