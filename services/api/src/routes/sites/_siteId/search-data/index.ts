/** GET /sites/{siteId}/search-data: the publicly visible folders and entries, which a kiosk keeps to search offline. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readCtx } from '../../../../services/context';
import { searchData } from '../../../../services/search/search-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const searchDataRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/search-data'),
    config: { publicView: true },
    handler: async (request) => searchData(await readCtx(app, request, request.params.siteId)),
  });
};
export default searchDataRoute;
