/** /sites/{siteId}/undo-delete: the toast's Undo after deleting folders or profiles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteParams, UndoDeleteBodySchema, UndoDeleteReplySchema } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { undoDelete } from '../../../../services/deleted/undo-delete-service';
import autohooks from './autohooks';

const undo: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.post(
    '',
    {
      schema: {
        tags: ['recently-deleted'],
        summary: 'Bring back what you deleted in the last minutes (all or nothing; order is restored by the client)',
        params: SiteParams,
        body: UndoDeleteBodySchema,
        response: { 200: UndoDeleteReplySchema },
      },
    },
    async (request) => ({ restored: await undoDelete(authedCtx(app, request), request.body) }),
  );
};
export default undo;
