/** GET /sites/{siteId}/search-data: the publicly visible folders and entries, which a kiosk keeps to search offline. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchDataSchema, SiteParams } from '@laurel/domain';
import { readCtx } from '../../../../services/context';
import { searchData } from '../../../../services/search/search-service';
import autohooks from './autohooks';

const searchDataRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      config: { publicView: true },
      schema: {
        tags: ['search'],
        summary: "The site's publicly visible folders and entries (kiosks search them while the API is unreachable)",
        params: SiteParams,
        response: { 200: SearchDataSchema },
      },
    },
    async (request) => searchData(await readCtx(app, request, request.params.siteId)),
  );
};
export default searchDataRoute;
