/** /sites/{siteId}/categories/{categoryId}: one folder (anyone; legacy ids resolve), its patch, type switch and delete. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryPatchSchema,
  CategoryReplySchema,
  CategorySchema,
  CmsQuery,
  SiteCategoryParams,
  SwitchTypeBodySchema,
} from '@laurel/domain';
import { deleteCategory } from '../../../../../services/categories/category-delete-service';
import { getCategory } from '../../../../../services/categories/category-read-service';
import { patchCategory, switchType } from '../../../../../services/categories/category-write-service';
import { authedCtx, readView } from '../../../../../services/context';
import autohooks from './autohooks';
import entries from './entries';
import recordColumns from './record-columns';
import records from './records';

const category: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      config: { publicView: true },
      schema: {
        tags: ['categories'],
        summary: 'One folder with its entries and sub-folders, in order (legacy ids resolve)',
        params: SiteCategoryParams,
        querystring: CmsQuery,
        response: { 200: CategoryReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return getCategory(ctx, request.params.categoryId, cms);
    },
  );

  app.patch(
    '',
    {
      schema: {
        tags: ['categories'],
        summary: 'Patch a folder (media as ids)',
        params: SiteCategoryParams,
        body: CategoryPatchSchema,
        response: { 200: CategorySchema },
      },
    },
    async (request) => patchCategory(authedCtx(app, request), request.params.categoryId, request.body),
  );

  app.delete(
    '',
    {
      schema: {
        tags: ['categories'],
        summary: 'Delete a folder (kept in recently deleted; cleared from the home grid/carousel)',
        params: SiteCategoryParams,
      },
    },
    async (request, reply) => {
      await deleteCategory(authedCtx(app, request), request.params.categoryId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/switch-type',
    {
      schema: {
        tags: ['categories'],
        summary: "Switch a folder's layout",
        params: SiteCategoryParams,
        body: SwitchTypeBodySchema,
        response: { 200: CategorySchema },
      },
    },
    async (request) => switchType(authedCtx(app, request), request.params.categoryId, request.body.layout),
  );

  await app.register(entries);
  await app.register(recordColumns);
  await app.register(records);
};
export default category;
