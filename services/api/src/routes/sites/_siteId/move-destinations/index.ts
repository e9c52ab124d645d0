/** GET /sites/{siteId}/move-destinations?documentType=: the folders the user may move entries or folders into. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { moveDestinations } from '../../../../services/categories/move-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const destinations: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/move-destinations'),
    handler: async (request) => ({
      destinations: await moveDestinations(authedCtx(app, request), request.query.documentType),
    }),
  });
};
export default destinations;
