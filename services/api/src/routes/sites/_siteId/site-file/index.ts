/** /sites/{siteId}/site-file (site admins): download the site file, import one into the same site. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteFileSchema, SiteImportBodySchema, SiteImportReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { downloadSiteFile, importOwnSiteFile } from '../../../../services/sites/site-file-service';
import autohooks from './autohooks';

/** Site files are bigger than ordinary requests. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const siteFile: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['site-file'],
        summary: 'Download this site as a site file (without users)',
        params: SiteParams,
        response: { 200: SiteFileSchema },
      },
    },
    async (request, reply) => {
      const ctx = authedCtx(app, request);
      reply.header('content-disposition', `attachment; filename="${ctx.site.siteID}-site.json"`);
      return downloadSiteFile(ctx);
    },
  );

  app.post(
    '',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['site-file'],
        summary: 'Import a site file of this site (upsert by id; users in the file are left out)',
        params: SiteParams,
        body: SiteImportBodySchema,
        response: { 200: SiteImportReplySchema },
      },
    },
    async (request) => importOwnSiteFile(authedCtx(app, request), request.body),
  );
};
export default siteFile;
