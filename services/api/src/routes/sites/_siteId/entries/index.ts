/** /sites/{siteId}/entries bulk operations: patch (≤150), delete (≤50), copy (≤150) and move into a folder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkChunkHeadersSchema,
  BULK_DELETE_CHUNK_SIZE,
  BULK_PATCH_CHUNK_SIZE,
  BulkDeleteBodySchema,
  EntriesBulkCopyBodySchema,
  EntriesBulkPatchBodySchema,
  EntriesMoveBodySchema,
  EntriesReplySchema,
  ItemResultsSchema,
  MovedReplySchema,
  SiteParams,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { bulkChunk } from '../../../../services/bulk-chunk';
import { bulkCopyEntries } from '../../../../services/categories/copy-service';
import { bulkDeleteEntries, bulkPatchEntries } from '../../../../services/entries/entry-write-service';
import { moveEntries } from '../../../../services/categories/move-service';
import autohooks from './autohooks';

const entries: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.patch(
    '',
    {
      schema: {
        tags: ['bulk'],
        summary: `Patch up to ${BULK_PATCH_CHUNK_SIZE} entries`,
        params: SiteParams,
        body: EntriesBulkPatchBodySchema,
        headers: BulkChunkHeadersSchema,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'entries.patch', request, (ctx) =>
        bulkPatchEntries(ctx, request.body.items),
      ),
    }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags: ['bulk'],
        summary: `Delete up to ${BULK_DELETE_CHUNK_SIZE} entries`,
        params: SiteParams,
        body: BulkDeleteBodySchema,
        headers: BulkChunkHeadersSchema,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'entries.delete', request, (ctx) =>
        bulkDeleteEntries(ctx, request.body.ids),
      ),
    }),
  );

  app.post(
    '/bulk-copy',
    {
      schema: {
        tags: ['bulk'],
        summary: `Copy up to ${BULK_PATCH_CHUNK_SIZE} entries into a folder`,
        params: SiteParams,
        body: EntriesBulkCopyBodySchema,
        response: { 201: EntriesReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        entries: await bulkCopyEntries(authedCtx(app, request), request.body.destination, request.body.items),
      }),
  );

  app.post(
    '/move',
    {
      schema: {
        tags: ['move'],
        summary: 'Move entries into a folder',
        params: SiteParams,
        body: EntriesMoveBodySchema,
        response: { 200: MovedReplySchema },
      },
    },
    async (request) => ({
      moved: await moveEntries(authedCtx(app, request), request.body.destination, request.body.entryIds),
    }),
  );
};
export default entries;
