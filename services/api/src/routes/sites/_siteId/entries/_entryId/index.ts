/** /sites/{siteId}/entries/{entryId}: one entry with its folder (anyone; legacy ids resolve), its patches and delete. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../../services/context';
import { readViewAt } from '../../../../../services/schedules/time-view';
import { getEntry } from '../../../../../services/entries/entry-read-service';
import { deleteEntry, patchEntry, patchRecord } from '../../../../../services/entries/entry-write-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../../plugins/app/contracts';

const entry: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/entries/:entryId'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return getEntry(ctx, request.params.entryId, cms);
    },
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/entries/:entryId'),
    handler: async (request) => patchEntry(authedCtx(app, request), request.params.entryId, request.body),
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/entries/:entryId/record'),
    handler: async (request) => patchRecord(authedCtx(app, request), request.params.entryId, request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/entries/:entryId'),
    handler: async (request, reply) => {
      await deleteEntry(authedCtx(app, request), request.params.entryId);
      return reply.status(204).send();
    },
  });
};
export default entry;
