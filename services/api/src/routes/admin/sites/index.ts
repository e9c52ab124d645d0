/** /admin/sites: internal-only site import and export (the same operations as `npm run site`). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportSite } from '../../../site-io/export-site';
import { importSiteFile } from '../../../site-io/import-site';
import autohooks from './autohooks';
import { contractRoute } from '../../../plugins/app/contracts';

/** Site files are bigger than ordinary requests. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const adminSites: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'POST /admin/sites/import'),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => importSiteFile(app, request.body),
  });

  app.route({
    ...contractRoute(app, 'GET /admin/sites/:siteId/export'),
    handler: async (request) => exportSite(app.repos, request.params.siteId),
  });
};
export default adminSites;
