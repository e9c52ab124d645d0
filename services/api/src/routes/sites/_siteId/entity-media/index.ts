/** PATCH /sites/{siteId}/entity-media: set a media field of the site, a folder or an entry from media ids. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EntityMediaBodySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { patchEntityMedia } from '../../../../services/media/media-entity';
import autohooks from './autohooks';

const entityMedia: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.patch(
    '',
    {
      schema: {
        tags: ['media'],
        summary: 'Set a media field of the site, a folder or an entry from media ids',
        params: SiteParams,
        body: EntityMediaBodySchema,
      },
    },
    async (request) => patchEntityMedia(authedCtx(app, request), request.body),
  );
};
export default entityMedia;
