/** PATCH /sites/{siteId}/entity-media: set a media field of the site, a folder or an entry from media ids. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { patchEntityMedia } from '../../../../services/media/media-entity';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const entityMedia: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/entity-media'),
    handler: async (request) => patchEntityMedia(authedCtx(app, request), request.body),
  });
};
export default entityMedia;
