/** /sites/{siteId}/screen-pairings: an admin enters the code a new screen shows, and names it (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { pairScreen } from '../../../../services/screens/screen-pairing-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const screenPairings: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/screen-pairings'),
    handler: async (request, reply) => reply.status(201).send(await pairScreen(authedCtx(app, request), request.body)),
  });
};
export default screenPairings;
