/** GET /sites/{siteId}/events: the site's change notices as Server-Sent Events (services/live/site-events). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readCtx } from '../../../services/context';
import { relayChanges, siteStreams } from '../../../services/live/site-events';
import { userFromBearer } from '../../../services/auth/token-service';
import { contractRoute } from '../../../plugins/app/contracts';
import { named } from '../../../plugins/app/plugin-name';

const events: FastifyPluginAsyncTypebox = async (app) => {
  const streams = siteStreams(app);
  app.addHook('preClose', async () => streams.open.endAll());
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/events'),
    handler: async (request, reply) => {
      const { site } = await readCtx(app, request, request.params.siteId);
      const token = request.query.access_token;
      const viewer = request.auth ?? (token ? await userFromBearer(app, token) : null);
      return relayChanges(app, site, viewer, request, reply, streams);
    },
  });
};
export default named('sites/_siteId/events', events);
