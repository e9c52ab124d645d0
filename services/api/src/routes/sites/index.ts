/** GET /sites?term=: sites whose id or style name contains the term (internal users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SitesQuerySchema, SitesReplySchema } from '@laurel/domain';
import { findSites } from '../../services/sites/site-service';
import autohooks from './autohooks';

const sites: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['sites'],
        summary: 'Sites whose id or style name contains the term (internal users)',
        querystring: SitesQuerySchema,
        response: { 200: SitesReplySchema },
      },
    },
    async (request) => ({ sites: await findSites(app, request.query.term) }),
  );
};
export default sites;
