/** /sites/{siteId}/categories: the folder tree and list (anyone, public view; ?cms=1 for editors), adding a folder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categoryTree, listCategories } from '../../../../services/categories/category-read-service';
import { createCategory, reorderTopLevel } from '../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../services/context';
import { readViewAt } from '../../../../services/schedules/time-view';
import autohooks from './autohooks';
import bulk from './bulk';
import { contractRoute } from '../../../../plugins/app/contracts';

const categories: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories/tree'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return { tree: await categoryTree(ctx, cms) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/categories'),
    config: { publicView: true },
    handler: async (request) => {
      const { ctx, cms } = await readViewAt(app, request, request.params.siteId, request.query);
      return { categories: await listCategories(ctx, cms, request.query.all === '1' || request.query.all === 'true') };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/categories'),
    handler: async (request, reply) =>
      reply.status(201).send(await createCategory(authedCtx(app, request), request.body)),
  });

  app.route({
    ...contractRoute(app, 'PUT /sites/:siteId/categories/order'),
    handler: async (request) => ({
      categoryIds: await reorderTopLevel(authedCtx(app, request), request.body.categoryIds),
    }),
  });

  await app.register(bulk);
};
export default categories;
