/** Internal-only site import and export (the same operations as `npm run site`). */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearer } from '../shared';
import { IdSchema, SiteFileSchema } from '@laurel/domain';
import { exportSite } from '../../site-io/export-site';
import { importSite } from '../../site-io/import-site';
import { mediaDirOf } from '../../site-io/media-dir';

/** Site files are bigger than ordinary requests. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

const admin: FastifyPluginAsync = async (app) => {
  app.post(
    '/admin/sites/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: app.authorize('internal'),
      schema: {
        security: bearer,
        tags: ['admin'],
        summary: 'Import a site file (upsert by id; media files are not part of the request)',
        // Checked in full by the importer (format, ids, operator-free keys) so that a bad file changes nothing.
        body: Type.Object({}, { additionalProperties: true, description: 'SiteFile (laurel-site@1)' }),
        response: {
          200: Type.Object({
            siteID: Type.String(),
            counts: Type.Object({
              categories: Type.Integer(),
              entries: Type.Integer(),
              media: Type.Integer(),
              castScreens: Type.Integer(),
              users: Type.Integer(),
              files: Type.Integer(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const result = await importSite(app.mongo.db, request.body, null, mediaDirOf(app.config.dataDir));
      app.events.emit({ siteId: result.siteID, kind: 'site', id: result.siteID });
      return result;
    },
  );

  app.get(
    '/admin/sites/:siteId/export',
    {
      preHandler: app.authorize('internal'),
      schema: {
        security: bearer,
        tags: ['admin'],
        summary: 'Export a site as a site file',
        params: Type.Object({ siteId: IdSchema }),
        response: { 200: SiteFileSchema },
      },
    },
    async (request) => exportSite(app.mongo.db, (request.params as { siteId: string }).siteId),
  );
};
export default admin;
