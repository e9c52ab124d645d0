/** POST /auth/agreements: the signed-in user signs the agreements. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signAgreements } from '../../../services/auth/auth-service';
import { signedInUser } from '../../../services/context';
import autohooks from './autohooks';
import { contractRoute } from '../../../plugins/app/contracts';

const agreements: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'POST /auth/agreements'),
    handler: async (request) => signAgreements(app, signedInUser(request)),
  });
};
export default agreements;
