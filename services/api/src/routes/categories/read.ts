/** Folder reads: the tree, the list, one folder (legacy ids resolve) and the most common entry layout. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CategoryLayoutSchema, CategorySchema, CategoryTreeNodeSchema, EntrySchema } from '@laurel/domain';
import { categoryTree, getCategory, listCategories } from '../../services/category-read-service';
import { mostCommonEntryLayout } from '../../services/copy-service';
import { wantsCms } from '../../services/content-index-service';
import { authedCtx, ctxOf } from '../../services/context';
import { bearer, CmsQuery, SiteCategoryParams, SiteParams } from '../shared';

const read: FastifyPluginAsync = async (app) => {
  app.get(
    '/sites/:siteId/categories/tree',
    {
      schema: {
        tags: ['categories'],
        summary: 'The folder tree (public: visible folders only; ?cms=1 for editors: everything)',
        params: SiteParams,
        querystring: CmsQuery,
        response: { 200: Type.Object({ tree: Type.Array(CategoryTreeNodeSchema) }) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      return { tree: await categoryTree(ctx, wantsCms(ctx, (request.query as { cms?: string }).cms)) };
    },
  );

  app.get(
    '/sites/:siteId/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Top-level folders, or every folder with ?all=1',
        params: SiteParams,
        querystring: Type.Intersect([
          CmsQuery,
          Type.Object({ all: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })) }),
        ]),
        response: { 200: Type.Object({ categories: Type.Array(CategorySchema) }) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      const q = request.query as { cms?: string; all?: string };
      return { categories: await listCategories(ctx, wantsCms(ctx, q.cms), q.all === '1' || q.all === 'true') };
    },
  );

  app.get(
    '/sites/:siteId/categories/:categoryId',
    {
      schema: {
        tags: ['categories'],
        summary: 'One folder with its entries and sub-folders, in order (legacy ids resolve)',
        params: SiteCategoryParams,
        querystring: CmsQuery,
        response: {
          200: Type.Object({
            category: CategorySchema,
            entries: Type.Array(EntrySchema),
            subCategories: Type.Array(CategorySchema),
          }),
        },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      const { categoryId } = request.params as { categoryId: string };
      return getCategory(ctx, categoryId, wantsCms(ctx, (request.query as { cms?: string }).cms));
    },
  );

  app.get(
    '/sites/:siteId/categories/:categoryId/most-common-entry-layout',
    {
      onRequest: app.authorize('editor'),
      schema: {
        tags: ['categories'],
        summary: 'The layout most used by folders with entries below this folder',
        security: bearer,
        params: SiteCategoryParams,
        response: { 200: Type.Object({ layout: CategoryLayoutSchema }) },
      },
    },
    async (request) => ({
      layout: await mostCommonEntryLayout(
        authedCtx(app, request),
        (request.params as { categoryId: string }).categoryId,
      ),
    }),
  );
};
export default read;
