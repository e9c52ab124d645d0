/** Cast screens: admin list/create/patch, and the public read used by the player. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { siteContent } from '../../plugins/app/site-content-repository';
import { bearer } from '../shared';
import { CastScreenConfigSchema, CastScreenSchema, CategorySchema, EntrySchema, IdSchema } from '@laurel/domain';
import { authedCtx } from '../../services/context';
import {
  createScreen,
  listScreens,
  patchScreen,
  publicScreen,
  type CastScreenInput,
} from '../../services/cast-service';

const Input = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    categoryIds: Type.Optional(Type.Array(IdSchema, { maxItems: 200 })),
    config: Type.Optional(Type.Partial(CastScreenConfigSchema, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
const ScreenParams = Type.Object({ screenId: IdSchema });

const castScreens: FastifyPluginAsync = async (app) => {
  siteContent(app); // made while registering: it closes with the app
  const admin = app.authorize('admin');

  app.get(
    '/sites/:siteId/cast-screens',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['cast-screens'],
        summary: "The site's cast screens",
        params: Type.Object({ siteId: IdSchema }),
        response: { 200: Type.Object({ screens: Type.Array(CastScreenSchema) }) },
      },
    },
    async (request) => ({ screens: await listScreens(authedCtx(app, request)) }),
  );

  app.post(
    '/sites/:siteId/cast-screens',
    {
      preHandler: admin,
      schema: {
        security: bearer,
        tags: ['cast-screens'],
        summary: 'Create a cast screen',
        params: Type.Object({ siteId: IdSchema }),
        body: Input,
        response: { 201: CastScreenSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createScreen(authedCtx(app, request), request.body as CastScreenInput);
    },
  );

  app.patch(
    '/cast-screens/:screenId',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearer,
        tags: ['cast-screens'],
        summary: "Change a cast screen (admins of the screen's site)",
        params: ScreenParams,
        body: Input,
        response: { 200: CastScreenSchema },
      },
    },
    async (request) =>
      patchScreen(
        app,
        request.auth!,
        (request.params as { screenId: string }).screenId,
        request.body as CastScreenInput,
      ),
  );

  app.get(
    '/cast-screens/:screenId',
    {
      schema: {
        tags: ['cast-screens'],
        summary: "A cast screen with its folders' published, visible entries",
        params: ScreenParams,
        response: {
          200: Type.Object({
            screen: CastScreenSchema,
            clientID: Type.String(),
            categories: Type.Array(Type.Object({ category: CategorySchema, entries: Type.Array(EntrySchema) })),
          }),
        },
      },
    },
    async (request) => publicScreen(app, (request.params as { screenId: string }).screenId),
  );
};
export default castScreens;
