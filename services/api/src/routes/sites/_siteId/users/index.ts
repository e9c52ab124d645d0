/** /sites/{siteId}/users: the accounts of the site's client (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NewUserBodySchema,
  SiteParams,
  UserParams,
  UserPatchBodySchema,
  UserSchema,
  UsersReplySchema,
} from '@laurel/domain';
import { Type } from '@sinclair/typebox';
import { authedCtx } from '../../../../services/context';
import { addUser, deleteUser, listUsers, patchUser } from '../../../../services/users/user-service';
import autohooks from './autohooks';

const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['users'],
        summary: "The users of the site's client",
        params: SiteParams,
        response: { 200: UsersReplySchema },
      },
    },
    async (request) => ({ users: await listUsers(authedCtx(app, request)) }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'Add a user (categories ["*"])',
        params: SiteParams,
        body: NewUserBodySchema,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addUser(authedCtx(app, request), request.body)),
  );

  app.patch(
    '/:userId',
    {
      schema: {
        tags: ['users'],
        summary: "Change a user's categories or role",
        params: UserParams,
        body: UserPatchBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => patchUser(authedCtx(app, request), request.params.userId, request.body),
  );

  app.delete(
    '/:userId',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user (their sessions end)',
        params: UserParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteUser(authedCtx(app, request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
export default users;
