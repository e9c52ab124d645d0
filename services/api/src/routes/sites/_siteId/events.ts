/** GET /sites/{siteId}/events: the site's change notices as Server-Sent Events (services/site-events). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteParams } from '@laurel/domain';
import { readCtx } from '../../../services/context';
import { OpenStreams, relayChanges } from '../../../services/site-events';

const events: FastifyPluginAsyncTypebox = async (app) => {
  const open = new OpenStreams();
  app.addHook('preClose', async () => open.endAll());
  app.get(
    '/events',
    { schema: { tags: ['sites'], summary: 'Change notices for the site (text/event-stream)', params: SiteParams } },
    async (request, reply) => relayChanges(app, (await readCtx(app, request, request.params.siteId)).site, reply, open),
  );
};
export default events;
