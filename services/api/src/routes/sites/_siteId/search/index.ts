/** GET /sites/{siteId}/search?q=: folders by name and entries by free text (public view; ?cms=1 for editors). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchQuerySchema, SearchReplySchema, SiteParams } from '@laurel/domain';
import { readView } from '../../../../services/context';
import { siteSearch } from '../../../../services/search/search-service';
import autohooks from './autohooks';

const search: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['search'],
        summary: 'Search folders by name and entries by free text (term lowercased and trimmed; empty finds nothing)',
        params: SiteParams,
        querystring: SearchQuerySchema,
        response: { 200: SearchReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return siteSearch(ctx, request.query.q, cms);
    },
  );
};
export default search;
