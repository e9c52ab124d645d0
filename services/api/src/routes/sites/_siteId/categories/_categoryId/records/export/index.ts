/** GET /sites/{siteId}/categories/{categoryId}/records/export: the folder's records as CSV (the upload's format). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../../../../services/context';
import { exportRecords } from '../../../../../../../services/entries/record-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../../../../plugins/app/contracts';

const recordsExport: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/:categoryId/records/export'),
    handler: async (request, reply) => {
      const csv = await exportRecords(authedCtx(app, request), request.params.categoryId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="records-${request.params.categoryId}.csv"`)
        .send(csv);
    },
  });
};
export default recordsExport;
