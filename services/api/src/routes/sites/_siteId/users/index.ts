/** /sites/{siteId}/users: the accounts of the site's client (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { addUser, deleteUser, listUsers, patchUser } from '../../../../services/users/user-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/users'),
    handler: async (request) => ({ users: await listUsers(authedCtx(app, request)) }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/users'),
    handler: async (request, reply) => reply.status(201).send(await addUser(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/users/:userId'),
    handler: async (request) => patchUser(authedCtx(app, request), request.params.userId, request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/users/:userId'),
    handler: async (request, reply) => {
      await deleteUser(authedCtx(app, request), request.params.userId);
      return reply.status(204).send(null);
    },
  });
};
export default users;
