/** /cast-screens/{screenId}: the player's read of a screen (anyone) and a screen's patch (its site's admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CastScreenInputSchema,
  CastScreenPreviewQuerySchema,
  CastScreenReplySchema,
  CastScreenSchema,
  ScreenParams,
} from '@laurel/domain';
import { Type } from '@sinclair/typebox';
import { deleteScreen, patchScreen, publicScreen } from '../../services/screens/cast-service';
import { signedInUser } from '../../services/context';
import autohooks from './autohooks';

const castScreen: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '/:screenId',
    {
      schema: {
        tags: ['cast-screens'],
        summary: "A cast screen with its folders' published, visible entries",
        params: ScreenParams,
        querystring: CastScreenPreviewQuerySchema,
        response: { 200: CastScreenReplySchema },
      },
    },
    async (request) => {
      const ids = request.query.categoryIds;
      return publicScreen(
        app,
        request.params.screenId,
        ids === undefined ? undefined : ids ? ids.split(',').slice(0, 200) : [],
      );
    },
  );

  app.patch(
    '/:screenId',
    {
      schema: {
        tags: ['cast-screens'],
        summary: "Change a cast screen (admins of the screen's site)",
        params: ScreenParams,
        body: CastScreenInputSchema,
        response: { 200: CastScreenSchema },
      },
    },
    async (request) => patchScreen(app, signedInUser(request), request.params.screenId, request.body),
  );

  app.delete(
    '/:screenId',
    {
      schema: {
        tags: ['cast-screens'],
        summary: "Delete a cast screen (admins of the screen's site; kept in recently deleted)",
        params: ScreenParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteScreen(app, signedInUser(request), request.params.screenId);
      return reply.status(204).send(null);
    },
  );
};
export default castScreen;
