/**
 * /sites/{siteId}/canva: the Canva importer (site admins). The admin's Canva connection (status, connect,
 * finish, disconnect), their designs and a design's formats, and imports into the media library. 503 with
 * CANVA_NOT_SET_UP while the installation has no Canva integration (the status says `configured: false`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { canvaStatus, disconnect, finishConnect, startConnect } from '../../../../services/canva/canva-connection';
import { designFormats, listDesigns } from '../../../../services/canva/canva-designs';
import { advanceImport, recentImports, startImport } from '../../../../services/canva/canva-import';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const canva: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/canva'),
    handler: async (request) => canvaStatus(authedCtx(app, request)),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/canva/connect'),
    handler: async (request) => startConnect(authedCtx(app, request), request),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/canva/connect/finish'),
    handler: async (request) => finishConnect(authedCtx(app, request), request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/canva/connection'),
    handler: async (request) => disconnect(authedCtx(app, request)),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/canva/designs'),
    handler: async (request) => listDesigns(authedCtx(app, request), request.query),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/canva/designs/:designId/formats'),
    handler: async (request) => designFormats(authedCtx(app, request), request.params.designId),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/canva/imports'),
    handler: async (request, reply) => reply.status(202).send(await startImport(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/canva/imports'),
    handler: async (request) => recentImports(authedCtx(app, request)),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/canva/imports/:importId'),
    handler: async (request) => advanceImport(authedCtx(app, request), request.params.importId),
  });
};
export default canva;
