/** /sites/{siteId}/categories: the folder tree and list (anyone, public view; ?cms=1 for editors), adding a folder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesQuerySchema,
  CategoriesReplySchema,
  CategoryCreateSchema,
  CategorySchema,
  CategoryTreeReplySchema,
  CmsQuery,
  SiteParams,
  TopLevelOrderBodySchema,
  TopLevelOrderReplySchema,
} from '@laurel/domain';
import { categoryTree, listCategories } from '../../../../services/categories/category-read-service';
import { createCategory, reorderTopLevel } from '../../../../services/categories/category-write-service';
import { authedCtx, readView } from '../../../../services/context';
import autohooks from './autohooks';
import bulk from './bulk';

const categories: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '/tree',
    {
      config: { publicView: true },
      schema: {
        tags: ['categories'],
        summary: 'The folder tree (public: visible folders only; ?cms=1 for editors: everything)',
        params: SiteParams,
        querystring: CmsQuery,
        response: { 200: CategoryTreeReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return { tree: await categoryTree(ctx, cms) };
    },
  );

  app.get(
    '',
    {
      config: { publicView: true },
      schema: {
        tags: ['categories'],
        summary: 'Top-level folders, or every folder with ?all=1',
        params: SiteParams,
        querystring: CategoriesQuerySchema,
        response: { 200: CategoriesReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return { categories: await listCategories(ctx, cms, request.query.all === '1' || request.query.all === 'true') };
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['categories'],
        summary: 'Add a folder (with parentCategoryID: a sub-folder)',
        params: SiteParams,
        body: CategoryCreateSchema,
        response: { 201: CategorySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(authedCtx(app, request), request.body)),
  );

  app.put(
    '/order',
    {
      schema: {
        tags: ['categories'],
        summary: 'Set the order of the top-level folders (needs access to every folder)',
        params: SiteParams,
        body: TopLevelOrderBodySchema,
        response: { 200: TopLevelOrderReplySchema },
      },
    },
    async (request) => ({ categoryIds: await reorderTopLevel(authedCtx(app, request), request.body.categoryIds) }),
  );

  await app.register(bulk);
};
export default categories;
