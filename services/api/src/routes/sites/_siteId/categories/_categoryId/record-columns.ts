/** /sites/{siteId}/categories/{categoryId}/record-columns: a records folder's columns (add, patch, delete). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../../services/context';
import { addColumn, deleteColumn, patchColumn } from '../../../../../services/entries/record-service';
import { contractRoute } from '../../../../../plugins/app/contracts';
import { named } from '../../../../../plugins/app/plugin-name';

const recordColumns: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/:categoryId/record-columns'),
    handler: async (request, reply) =>
      reply.status(201).send(await addColumn(authedCtx(app, request), request.params.categoryId, request.body)),
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/categories/:categoryId/record-columns/:columnId'),
    handler: async (request) =>
      patchColumn(authedCtx(app, request), request.params.categoryId, request.params.columnId, request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/categories/:categoryId/record-columns/:columnId'),
    handler: async (request, reply) => {
      await deleteColumn(authedCtx(app, request), request.params.categoryId, request.params.columnId);
      return reply.status(204).send();
    },
  });
};
export default named('sites/_siteId/categories/_categoryId/record-columns', recordColumns);
