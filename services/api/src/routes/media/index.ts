/** GET /media/{siteId}/{file}: media files and their variants, with long-lived immutable cache headers and byte ranges. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../plugins/app/http-errors';
import { fileAccess } from '../../services/media/media-access';
import { mediaFileAnswer, mediaFileNotFound } from '../../services/media/media-file-service';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const mediaFiles: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /media/:siteId/:file'),
    handler: async (request, reply) => {
      const { siteId, file } = request.params;
      const access = await fileAccess(app, siteId, file, request.query.preview);
      if (access === 'hidden') throw notFound(mediaFileNotFound(siteId, file));
      const answer = await mediaFileAnswer(app.repos.mediaFiles, siteId, file, request.headers);
      if (access === 'preview') answer.headers['cache-control'] = 'private, no-store';
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
};
export default mediaFiles;
