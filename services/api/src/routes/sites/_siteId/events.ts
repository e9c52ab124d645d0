/** GET /sites/{siteId}/events: the site's change notices as Server-Sent Events (services/live/site-events). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteEventsQuerySchema, SiteParams } from '@laurel/domain';
import { readCtx } from '../../../services/context';
import { relayChanges, siteStreams } from '../../../services/live/site-events';
import { userFromBearer } from '../../../services/auth/token-service';

const events: FastifyPluginAsyncTypebox = async (app) => {
  const streams = siteStreams(app);
  app.addHook('preClose', async () => streams.open.endAll());
  app.get(
    '/events',
    {
      schema: {
        tags: ['sites'],
        summary: 'Change notices for the site (text/event-stream); ?access_token= for an editor’s EventSource',
        params: SiteParams,
        querystring: SiteEventsQuerySchema,
      },
    },
    async (request, reply) => {
      const { site } = await readCtx(app, request, request.params.siteId);
      const token = request.query.access_token;
      const viewer = request.auth ?? (token ? await userFromBearer(app, token) : null);
      return relayChanges(app, site, viewer, request, reply, streams);
    },
  );
};
export default events;
