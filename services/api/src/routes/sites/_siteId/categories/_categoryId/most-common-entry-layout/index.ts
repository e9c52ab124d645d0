/** GET /sites/{siteId}/categories/{categoryId}/most-common-entry-layout (editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../../../services/context';
import { mostCommonEntryLayout } from '../../../../../../services/categories/copy-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../../../plugins/app/contracts';

const mostCommon: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/:categoryId/most-common-entry-layout'),
    handler: async (request) => ({
      layout: await mostCommonEntryLayout(authedCtx(app, request), request.params.categoryId),
    }),
  });
};
export default mostCommon;
