/** GET /auth/authorize?siteId=: the signed-in user's standing on a site (isSiteAdmin, isInternal, …). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorizeFor } from '../../../services/auth/auth-service';
import { signedInUser } from '../../../services/context';
import autohooks from './autohooks';
import { contractRoute } from '../../../plugins/app/contracts';

const authorize: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /auth/authorize'),
    handler: async (request) => authorizeFor(app, signedInUser(request), request.query.siteId),
  });
};
export default authorize;
