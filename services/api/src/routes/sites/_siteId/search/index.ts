/** GET /sites/{siteId}/search?q=: folders by name and entries by free text (public view; ?cms=1 for editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readViewAt } from '../../../../services/schedules/time-view';
import { siteSearch } from '../../../../services/search/search-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const search: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/search'),
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return siteSearch(ctx, request.query.q, cms);
    },
  });
};
export default search;
