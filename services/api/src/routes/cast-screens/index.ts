/** /cast-screens/{screenId}: the player's read of a screen (anyone) and a screen's patch (its site's admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CastScreenInputSchema, CastScreenReplySchema, CastScreenSchema, ScreenParams } from '@laurel/domain';
import { patchScreen, publicScreen } from '../../services/cast-service';
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
        response: { 200: CastScreenReplySchema },
      },
    },
    async (request) => publicScreen(app, request.params.screenId),
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
};
export default castScreen;
