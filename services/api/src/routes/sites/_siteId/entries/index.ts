/** /sites/{siteId}/entries bulk operations: patch (≤150), delete (≤50), copy (≤150) and move into a folder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { bulkChunk } from '../../../../services/bulk-chunk';
import { bulkCopyEntries } from '../../../../services/categories/copy-service';
import { bulkDeleteEntries, bulkPatchEntries } from '../../../../services/entries/entry-write-service';
import { moveEntries } from '../../../../services/categories/move-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const entries: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/entries'),
    handler: async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'entries.patch', request, (ctx) =>
        bulkPatchEntries(ctx, request.body.items),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/entries/bulk-delete'),
    handler: async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'entries.delete', request, (ctx) =>
        bulkDeleteEntries(ctx, request.body.ids),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/entries/bulk-copy'),
    handler: async (request, reply) =>
      reply.status(201).send({
        entries: await bulkCopyEntries(authedCtx(app, request), request.body.destination, request.body.items),
      }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/entries/move'),
    handler: async (request) => ({
      moved: await moveEntries(authedCtx(app, request), request.body.destination, request.body.entryIds),
    }),
  });
};
export default entries;
