/** /sites/{siteId}/recently-deleted: the deleted folders, entries, media and cast screens, and their restore. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { listDeleted, restoreDocument } from '../../../../services/deleted/deleted-service';
import { purgeDocument } from '../../../../services/deleted/purge-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const recentlyDeleted: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/recently-deleted'),
    handler: async (request) => ({ items: await listDeleted(authedCtx(app, request)) }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/recently-deleted/restore'),
    handler: async (request) =>
      restoreDocument(authedCtx(app, request), request.body.documentType, request.body.documentId),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/recently-deleted/:documentType/:documentId'),
    handler: async (request, reply) => {
      const { documentType, documentId } = request.params;
      await purgeDocument(authedCtx(app, request), documentType, documentId);
      return reply.status(204).send(null);
    },
  });
};
export default recentlyDeleted;
