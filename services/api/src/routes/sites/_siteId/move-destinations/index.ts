/** GET /sites/{siteId}/move-destinations?documentType=: the folders the user may move entries or folders into. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MoveDestinationsQuerySchema, MoveDestinationsReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { moveDestinations } from '../../../../services/categories/move-service';
import autohooks from './autohooks';

const destinations: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['move'],
        summary: 'Folders the user may move entries or folders into (path = breadcrumb of names)',
        params: SiteParams,
        querystring: MoveDestinationsQuerySchema,
        response: { 200: MoveDestinationsReplySchema },
      },
    },
    async (request) => ({
      destinations: await moveDestinations(authedCtx(app, request), request.query.documentType),
    }),
  );
};
export default destinations;
