/** /sites/{siteId}/screens: every kiosk and cast screen of the site with its health (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listScreens } from '../../../../services/screens/cast-service';
import { authedCtx } from '../../../../services/context';
import { forgetScreen, listScreenHealth } from '../../../../services/screens/screen-health-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const screens: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/screens'),
    handler: async (request) => {
      const ctx = authedCtx(app, request);
      return listScreenHealth(ctx, await listScreens(ctx));
    },
  });
  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/screens/:screenId'),
    handler: async (request, reply) => {
      await forgetScreen(authedCtx(app, request), request.params.screenId);
      return reply.status(204).send(null);
    },
  });
};
export default screens;
