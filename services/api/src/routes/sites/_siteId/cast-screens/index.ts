/** /sites/{siteId}/cast-screens: the site's cast screens (site admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CastScreenInputSchema, CastScreenSchema, CastScreensReplySchema, SiteParams } from '@laurel/domain';
import { createScreen, listScreens } from '../../../../services/screens/cast-service';
import { authedCtx } from '../../../../services/context';
import autohooks from './autohooks';

const castScreens: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['cast-screens'],
        summary: "The site's cast screens",
        params: SiteParams,
        response: { 200: CastScreensReplySchema },
      },
    },
    async (request) => ({ screens: await listScreens(authedCtx(app, request)) }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['cast-screens'],
        summary: 'Create a cast screen',
        params: SiteParams,
        body: CastScreenInputSchema,
        response: { 201: CastScreenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createScreen(authedCtx(app, request), request.body)),
  );
};
export default castScreens;
