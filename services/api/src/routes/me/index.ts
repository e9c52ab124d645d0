/** /me: the signed-in user's own data. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteIdsOf } from '../../services/auth/auth-service';
import { signedInUser } from '../../services/context';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const me: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /me/site-ids'),
    handler: async (request) => ({ siteIds: await siteIdsOf(app, signedInUser(request)) }),
  });
};
export default me;
