/** /sites/{siteId}/screens: every kiosk and cast screen of the site with its health (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScreensReplySchema, SiteParams, SiteScreenParams } from '@laurel/domain';
import { Type } from '@sinclair/typebox';
import { listScreens } from '../../../../services/screens/cast-service';
import { authedCtx } from '../../../../services/context';
import { forgetScreen, listScreenHealth } from '../../../../services/screens/screen-health-service';
import autohooks from './autohooks';

const screens: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['screens'],
        summary: 'Every screen with its state (online, stale content, offline since …) and the emergency pickup',
        params: SiteParams,
        response: { 200: ScreensReplySchema },
      },
    },
    async (request) => {
      const ctx = authedCtx(app, request);
      return listScreenHealth(ctx, await listScreens(ctx));
    },
  );
  app.delete(
    '/:screenId',
    {
      schema: {
        tags: ['screens'],
        summary: "Forget a screen's health record (a retired kiosk: it must be paired again to be monitored)",
        params: SiteScreenParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await forgetScreen(authedCtx(app, request), request.params.screenId);
      return reply.status(204).send(null);
    },
  );
};
export default screens;
