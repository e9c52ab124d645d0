/** GET /sites/{siteId}/search-options: the filter bar's values (public view; ?cms=1 for editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CmsQuery, SearchOptionsSchema, SiteParams } from '@laurel/domain';
import { readView } from '../../../../services/context';
import { searchOptions } from '../../../../services/search/search-service';
import autohooks from './autohooks';

const searchOptionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      config: { publicView: true },
      schema: {
        tags: ['search'],
        summary: 'Values offered by the filter bar: activities, types, years and last-name letters',
        params: SiteParams,
        querystring: CmsQuery,
        response: { 200: SearchOptionsSchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return searchOptions(ctx, cms);
    },
  );
};
export default searchOptionsRoute;
