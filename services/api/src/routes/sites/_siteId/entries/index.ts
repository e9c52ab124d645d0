/** /sites/{siteId}/entries bulk operations: patch (≤150), delete (≤50), copy (≤150) and move into a folder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
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
import { bulkCopyEntries } from '../../../../services/copy-service';
import { bulkDeleteEntries, bulkPatchEntries } from '../../../../services/entry-write-service';
import { moveEntries } from '../../../../services/move-service';
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
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({ results: await bulkPatchEntries(authedCtx(app, request), request.body.items) }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags: ['bulk'],
        summary: `Delete up to ${BULK_DELETE_CHUNK_SIZE} entries`,
        params: SiteParams,
        body: BulkDeleteBodySchema,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({ results: await bulkDeleteEntries(authedCtx(app, request), request.body.ids) }),
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
