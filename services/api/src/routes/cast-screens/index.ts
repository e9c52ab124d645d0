/** /cast-screens/{screenId}: the player's read of a screen (anyone) and a screen's patch (its site's admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteScreen, patchScreen, publicScreen } from '../../services/screens/cast-service';
import { signedInUser } from '../../services/context';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const castScreen: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /cast-screens/:screenId'),
    handler: async (request, reply) => {
      const ids = request.query.categoryIds;
      // Read again on every change notice and at a reveal ("Now inducted"): no cache may answer for the API.
      reply.header('cache-control', 'no-cache');
      return publicScreen(
        app,
        request.params.screenId,
        ids === undefined ? undefined : ids ? ids.split(',').slice(0, 200) : [],
      );
    },
  });

  app.route({
    ...contractRoute(app, 'PATCH /cast-screens/:screenId'),
    handler: async (request) => patchScreen(app, signedInUser(request), request.params.screenId, request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /cast-screens/:screenId'),
    handler: async (request, reply) => {
      await deleteScreen(app, signedInUser(request), request.params.screenId);
      return reply.status(204).send(null);
    },
  });
};
export default castScreen;
