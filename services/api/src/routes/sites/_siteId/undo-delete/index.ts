/** /sites/{siteId}/undo-delete: the toast's Undo after deleting folders or profiles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { undoDelete } from '../../../../services/deleted/undo-delete-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const undo: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/undo-delete'),
    handler: async (request) => ({ restored: await undoDelete(authedCtx(app, request), request.body) }),
  });
};
export default undo;
