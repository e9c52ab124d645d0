/** /sites/{siteId}/categories/{categoryId}/entries: add one entry, add many (≤150), set the entries' order. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reorderEntries } from '../../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../../services/context';
import { addEntries, addEntry } from '../../../../../services/entries/entry-write-service';
import { contractRoute } from '../../../../../plugins/app/contracts';
import { named } from '../../../../../plugins/app/plugin-name';

const entries: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/:categoryId/entries'),
    handler: async (request, reply) =>
      reply.status(201).send(await addEntry(authedCtx(app, request), request.params.categoryId, request.body)),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/:categoryId/entries/bulk'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ entries: await addEntries(authedCtx(app, request), request.params.categoryId, request.body.items) }),
  });

  app.route({
    ...contractRoute(app, 'PUT /sites/:siteId/categories/:categoryId/entries'),
    handler: async (request) =>
      reorderEntries(authedCtx(app, request), request.params.categoryId, request.body.entryIds),
  });
};
export default named('sites/_siteId/categories/_categoryId/entries', entries);
