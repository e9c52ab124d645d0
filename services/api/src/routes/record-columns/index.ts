/** Record columns of a records folder (add, patch, delete) and the bulk record upload from CSV. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdSchema, RecordColumnInputSchema, RecordColumnSchema } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { authedCtx } from '../../services/context';
import { addColumn, deleteColumn, patchColumn, uploadRecords, type ColumnInput } from '../../services/record-service';
import { bearer, SiteCategoryParams } from '../shared';

export const CSV_BODY_LIMIT = 5 * 1024 * 1024;
const ColumnParams = Type.Object({
  siteId: IdSchema,
  categoryId: IdSchema,
  columnId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:@|-]+$' }),
});

async function csvOf(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw badRequest('Send the records as text/csv or as a multipart "file".');
    return request.body;
  }
  const file = await request.file({ limits: { fileSize: CSV_BODY_LIMIT } });
  if (!file) throw badRequest('The upload has no file.');
  const buffer = await file.toBuffer();
  if (buffer.includes(0)) throw badRequest('The file is not a CSV text file.');
  return buffer.toString('utf8');
}

const recordColumns: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const editor = app.authorize('editor');
  const common = { tags: ['record-columns'], security: bearer };
  const ids = (request: { params: unknown }) => request.params as { categoryId: string; columnId: string };

  app.post(
    '/sites/:siteId/categories/:categoryId/record-columns',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Add a record column',
        params: SiteCategoryParams,
        body: RecordColumnInputSchema,
        response: { 201: RecordColumnSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addColumn(authedCtx(app, request), ids(request).categoryId, request.body as ColumnInput)),
  );

  app.patch(
    '/sites/:siteId/categories/:categoryId/record-columns/:columnId',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Patch a record column',
        params: ColumnParams,
        body: RecordColumnInputSchema,
        response: { 200: RecordColumnSchema },
      },
    },
    async (request) =>
      patchColumn(authedCtx(app, request), ids(request).categoryId, ids(request).columnId, request.body as ColumnInput),
  );

  app.delete(
    '/sites/:siteId/categories/:categoryId/record-columns/:columnId',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: 'Delete a record column (its records first, then the column)',
        params: ColumnParams,
      },
    },
    async (request, reply) => {
      await deleteColumn(authedCtx(app, request), ids(request).categoryId, ids(request).columnId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/sites/:siteId/categories/:categoryId/records/upload',
    {
      onRequest: editor,
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        ...common,
        summary:
          'Create records from a CSV (text/csv body or multipart "file"); header names: name, recordValue, recordDate, yearStart, yearEnd, primaryInfo, extraInfo, description, column, customOrderIndex',
        params: SiteCategoryParams,
        querystring: Type.Object({ columnId: Type.Optional(Type.String({ maxLength: 128 })) }),
        response: { 201: Type.Object({ created: Type.Integer() }) },
      },
    },
    async (request, reply) => {
      const csv = await csvOf(request);
      const created = await uploadRecords(
        authedCtx(app, request),
        ids(request).categoryId,
        csv,
        (request.query as { columnId?: string }).columnId,
      );
      return reply.status(201).send({ created });
    },
  );
};
export default recordColumns;
