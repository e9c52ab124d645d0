/** /sites/{siteId}/media: the media library (search, upload, external media, where an item is used, metadata patch and soft delete). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { addExternalMedia, patchMedia, searchMedia, uploadMedia } from '../../../../services/media/media-service';
import { mediaUsage } from '../../../../services/media/media-usage-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const media: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/media'),
    handler: async (request) => searchMedia(authedCtx(app, request), request.query),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/media'),
    handler: async (request, reply) => reply.status(201).send(await uploadMedia(authedCtx(app, request), request)),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/media/external'),
    handler: async (request, reply) =>
      reply.status(201).send(await addExternalMedia(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/media/:mediaId/usage'),
    handler: async (request) => mediaUsage(authedCtx(app, request), request.params.mediaId),
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/media/:mediaId'),
    handler: async (request) => patchMedia(authedCtx(app, request), request.params.mediaId, request.body),
  });
};
export default media;
