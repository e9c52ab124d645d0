/** /sites/{siteId}/categories bulk operations: patch (≤150), delete (≤50), move, copy structure. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bulkDeleteCategories } from '../../../../services/categories/category-delete-service';
import { bulkPatchCategories } from '../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../services/context';
import { bulkChunk } from '../../../../services/bulk-chunk';
import { copyStructure } from '../../../../services/categories/copy-service';
import { moveCategories } from '../../../../services/categories/move-service';
import { contractRoute } from '../../../../plugins/app/contracts';
import { named } from '../../../../plugins/app/plugin-name';

const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/categories'),
    handler: async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'categories.patch', request, (ctx) =>
        bulkPatchCategories(ctx, request.body.items),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/bulk-delete'),
    handler: async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'categories.delete', request, (ctx) =>
        bulkDeleteCategories(ctx, request.body.ids),
      ),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/move'),
    handler: async (request) => ({
      moved: await moveCategories(authedCtx(app, request), request.body.destination, request.body.categoryIds),
    }),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/copy-structure'),
    handler: async (request) => ({ category: await copyStructure(authedCtx(app, request), request.body) }),
  });
};
export default named('sites/_siteId/categories/bulk', bulk);
