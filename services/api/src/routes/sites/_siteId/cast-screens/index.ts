/** /sites/{siteId}/cast-screens: the site's cast screens (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createScreen, listScreens } from '../../../../services/screens/cast-service';
import { authedCtx } from '../../../../services/context';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const castScreens: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/cast-screens'),
    handler: async (request) => ({ screens: await listScreens(authedCtx(app, request)) }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/cast-screens'),
    handler: async (request, reply) =>
      reply.status(201).send(await createScreen(authedCtx(app, request), request.body)),
  });
};
export default castScreens;
