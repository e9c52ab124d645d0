/** GET /media/{siteId}/{file}: media files and their variants, with long-lived immutable cache headers and byte ranges. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MediaFileParams } from '@laurel/domain';
import { mediaFileAnswer } from '../../services/media-file-service';
import autohooks from './autohooks';

const mediaFiles: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '/:siteId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A media file or resized variant (cached for a year: file names never change content)',
        params: MediaFileParams,
      },
    },
    async (request, reply) => {
      const { siteId, file } = request.params;
      const answer = await mediaFileAnswer(app.repos.mediaFiles, siteId, file, request.headers.range);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  );
};
export default mediaFiles;
