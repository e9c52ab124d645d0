/** /sites/{siteId}/site-file (site admins): download the site file, import one into the same site. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { downloadSiteFile, importOwnSiteFile } from '../../../../services/sites/site-file-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

/** Site files are bigger than ordinary requests. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const siteFile: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/site-file'),
    handler: async (request, reply) => {
      const ctx = authedCtx(app, request);
      reply.header('content-disposition', `attachment; filename="${ctx.site.siteID}-site.json"`);
      return downloadSiteFile(ctx);
    },
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/site-file'),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => importOwnSiteFile(authedCtx(app, request), request.body),
  });
};
export default siteFile;
