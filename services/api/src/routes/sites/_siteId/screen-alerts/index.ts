/** /sites/{siteId}/screen-alerts: who is told when a screen goes offline and comes back (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { readScreenAlerts, saveScreenAlerts } from '../../../../services/screens/screen-alerts-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const screenAlerts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/screen-alerts'),
    handler: async (request) => readScreenAlerts(authedCtx(app, request)),
  });
  app.route({
    ...contractRoute(app, 'PUT /sites/:siteId/screen-alerts'),
    handler: async (request) => saveScreenAlerts(authedCtx(app, request), request.body),
  });
};
export default screenAlerts;
