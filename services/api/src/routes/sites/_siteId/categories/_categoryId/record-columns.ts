/** /sites/{siteId}/categories/{categoryId}/record-columns: a records folder's columns (add, patch, delete). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecordColumnInputSchema, RecordColumnParams, RecordColumnSchema, SiteCategoryParams } from '@laurel/domain';
import { authedCtx } from '../../../../../services/context';
import { addColumn, deleteColumn, patchColumn } from '../../../../../services/entries/record-service';

const recordColumns: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/record-columns',
    {
      schema: {
        tags: ['record-columns'],
        summary: 'Add a record column',
        params: SiteCategoryParams,
        body: RecordColumnInputSchema,
        response: { 201: RecordColumnSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addColumn(authedCtx(app, request), request.params.categoryId, request.body)),
  );

  app.patch(
    '/record-columns/:columnId',
    {
      schema: {
        tags: ['record-columns'],
        summary: 'Patch a record column',
        params: RecordColumnParams,
        body: RecordColumnInputSchema,
        response: { 200: RecordColumnSchema },
      },
    },
    async (request) =>
      patchColumn(authedCtx(app, request), request.params.categoryId, request.params.columnId, request.body),
  );

  app.delete(
    '/record-columns/:columnId',
    {
      schema: {
        tags: ['record-columns'],
        summary: 'Delete a record column (its records first, then the column)',
        params: RecordColumnParams,
      },
    },
    async (request, reply) => {
      await deleteColumn(authedCtx(app, request), request.params.categoryId, request.params.columnId);
      return reply.status(204).send();
    },
  );
};
export default recordColumns;
