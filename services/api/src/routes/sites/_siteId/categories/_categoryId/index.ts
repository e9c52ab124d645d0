/**
 * /sites/{siteId}/categories/{categoryId}: one folder (anyone; legacy ids resolve) and its outline (its profiles
 * without their pictures), its patch, type switch and delete.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteCategory } from '../../../../../services/categories/category-delete-service';
import { entryNames, getCategory, getCategoryOutline } from '../../../../../services/categories/category-read-service';
import { patchCategory, switchType } from '../../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../../services/context';
import { readViewAt } from '../../../../../services/schedules/time-view';
import autohooks from './autohooks';
import entries from './entries';
import recordColumns from './record-columns';
import records from './records';
import { contractRoute } from '../../../../../plugins/app/contracts';

const category: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/:categoryId'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return getCategory(ctx, request.params.categoryId, cms);
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/:categoryId/outline'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return getCategoryOutline(ctx, request.params.categoryId, cms);
    },
  });

  app.route({
    ...contractRoute(app, 'PATCH /sites/:siteId/categories/:categoryId'),
    handler: async (request) => patchCategory(authedCtx(app, request), request.params.categoryId, request.body),
  });

  app.route({
    ...contractRoute(app, 'DELETE /sites/:siteId/categories/:categoryId'),
    handler: async (request, reply) => {
      await deleteCategory(authedCtx(app, request), request.params.categoryId);
      return reply.status(204).send();
    },
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories/:categoryId/switch-type'),
    handler: async (request) => switchType(authedCtx(app, request), request.params.categoryId, request.body.layout),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/:categoryId/entry-names'),
    // The folder is public; its profiles' names in the editing view (drafts too) are for its editors.
    config: { access: 'editor' },
    handler: async (request) => ({
      entries: await entryNames(authedCtx(app, request), request.params.categoryId),
    }),
  });

  await app.register(entries);
  await app.register(recordColumns);
  await app.register(records);
};
export default category;
