/** User management (site admins): the accounts of the site's client. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearer } from '../shared';
import { IdSchema, UserRoleSchema, UserSchema } from '@laurel/domain';
import { authedCtx } from '../../services/context';
import {
  addUser,
  deleteUser,
  listUsers,
  patchUser,
  type NewUserInput,
  type UserPatch,
} from '../../services/user-service';

const SiteParams = Type.Object({ siteId: IdSchema });
const UserParams = Type.Object({ siteId: IdSchema, userId: IdSchema });
const CategoryRef = Type.Union([Type.Literal('*'), IdSchema]);
const AddBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    role: UserRoleSchema,
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  { categories: Type.Optional(Type.Array(CategoryRef, { maxItems: 1000 })), role: Type.Optional(UserRoleSchema) },
  { additionalProperties: false, minProperties: 1 },
);

const users: FastifyPluginAsync = async (app) => {
  const admin = app.authorize('admin');

  app.get(
    '/sites/:siteId/users',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['users'],
        summary: "The users of the site's client",
        params: SiteParams,
        response: { 200: Type.Object({ users: Type.Array(UserSchema) }) },
      },
    },
    async (request) => ({ users: await listUsers(authedCtx(app, request)) }),
  );

  app.post(
    '/sites/:siteId/users',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['users'],
        summary: 'Add a user (categories ["*"])',
        params: SiteParams,
        body: AddBody,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addUser(authedCtx(app, request), request.body as NewUserInput);
    },
  );

  app.patch(
    '/sites/:siteId/users/:userId',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['users'],
        summary: "Change a user's categories or role",
        params: UserParams,
        body: PatchBody,
        response: { 200: UserSchema },
      },
    },
    async (request) =>
      patchUser(authedCtx(app, request), (request.params as { userId: string }).userId, request.body as UserPatch),
  );

  app.delete(
    '/sites/:siteId/users/:userId',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['users'],
        summary: 'Delete a user (their sessions end)',
        params: UserParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteUser(authedCtx(app, request), (request.params as { userId: string }).userId);
      reply.code(204);
      return null;
    },
  );
};
export default users;
