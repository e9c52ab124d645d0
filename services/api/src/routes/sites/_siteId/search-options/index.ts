/** GET /sites/{siteId}/search-options: the filter bar's values (public view; ?cms=1 for editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readViewAt } from '../../../../services/schedules/time-view';
import { searchOptions } from '../../../../services/search/search-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const searchOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/search-options'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return searchOptions(ctx, cms);
    },
  });
};
export default searchOptionsRoute;
