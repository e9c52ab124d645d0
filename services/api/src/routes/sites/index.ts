/** GET /sites?term=: sites whose id or style name contains the term (internal users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findSites } from '../../services/sites/site-service';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const sites: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites'),
    handler: async (request) => ({ sites: await findSites(app, request.query.term) }),
  });
};
export default sites;
