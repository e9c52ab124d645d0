/** /admin/sites: internal-only site import and export (the same operations as `npm run site`). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteFileSchema, SiteImportBodySchema, SiteImportReplySchema, SiteParams } from '@laurel/domain';
import { exportSite } from '../../../site-io/export-site';
import { importSiteFile } from '../../../site-io/import-site';
import autohooks from './autohooks';

/** Site files are bigger than ordinary requests. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const adminSites: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Import a site file (upsert by id; media files are not part of the request)',
        body: SiteImportBodySchema,
        response: { 200: SiteImportReplySchema },
      },
    },
    async (request) => importSiteFile(app, request.body),
  );

  app.get(
    '/:siteId/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Export a site as a site file',
        params: SiteParams,
        response: { 200: SiteFileSchema },
      },
    },
    async (request) => exportSite(app.repos, request.params.siteId),
  );
};
export default adminSites;
