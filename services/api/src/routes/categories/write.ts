/** Folder writes: add (or add a sub-folder), patch, switch type, delete, reorder entries, copy structure. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CategoryCreateSchema,
  CategoryLayoutSchema,
  CategoryPatchSchema,
  CategorySchema,
  IdSchema,
  type CategoryLayout,
} from '@laurel/domain';
import {
  createCategory,
  patchCategory,
  reorderEntries,
  switchType,
  type CategoryCreate,
  type CategoryPatch,
} from '../../services/category-write-service';
import { deleteCategory } from '../../services/category-delete-service';
import { copyStructure } from '../../services/copy-service';
import { authedCtx } from '../../services/context';
import { bearer, SiteCategoryParams, SiteParams } from '../shared';

const write: FastifyPluginAsync = async (app) => {
  const editor = app.authorize('editor');
  const categoryIdOf = (request: { params: unknown }) => (request.params as { categoryId: string }).categoryId;

  app.post(
    '/sites/:siteId/categories',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: 'Add a folder (with parentCategoryID: a sub-folder)',
        security: bearer,
        params: SiteParams,
        body: CategoryCreateSchema,
        response: { 201: CategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(authedCtx(app, request), request.body as CategoryCreate)),
  );

  app.patch(
    '/sites/:siteId/categories/:categoryId',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: 'Patch a folder (media as ids)',
        security: bearer,
        params: SiteCategoryParams,
        body: CategoryPatchSchema,
        response: { 200: CategorySchema },
      },
    },
    async (request) => patchCategory(authedCtx(app, request), categoryIdOf(request), request.body as CategoryPatch),
  );

  app.post(
    '/sites/:siteId/categories/:categoryId/switch-type',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: "Switch a folder's layout",
        security: bearer,
        params: SiteCategoryParams,
        body: Type.Object({ layout: CategoryLayoutSchema }, { additionalProperties: false }),
        response: { 200: CategorySchema },
      },
    },
    async (request) =>
      switchType(authedCtx(app, request), categoryIdOf(request), (request.body as { layout: CategoryLayout }).layout),
  );

  app.delete(
    '/sites/:siteId/categories/:categoryId',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: 'Delete a folder (kept in recently deleted; cleared from the home grid/carousel)',
        security: bearer,
        params: SiteCategoryParams,
      },
    },
    async (request, reply) => {
      await deleteCategory(authedCtx(app, request), categoryIdOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/sites/:siteId/categories/:categoryId/entries',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: "Set the order of a folder's entries",
        security: bearer,
        params: SiteCategoryParams,
        body: Type.Object({ entryIds: Type.Array(IdSchema, { maxItems: 20000 }) }, { additionalProperties: false }),
        response: { 200: CategorySchema },
      },
    },
    async (request) =>
      reorderEntries(authedCtx(app, request), categoryIdOf(request), (request.body as { entryIds: string[] }).entryIds),
  );

  app.post(
    '/sites/:siteId/categories/copy-structure',
    {
      onRequest: editor,
      schema: {
        tags: ['categories'],
        summary: 'Copy a folder and its sub-folders (no entries) into categoryId, or beside the original',
        security: bearer,
        params: SiteParams,
        body: Type.Object(
          {
            targetCategoryId: IdSchema,
            routeName: Type.String({ maxLength: 100 }),
            categoryId: Type.Optional(Type.Union([IdSchema, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ category: CategorySchema }) },
      },
    },
    async (request) => ({
      category: await copyStructure(
        authedCtx(app, request),
        request.body as { targetCategoryId: string; routeName: string; categoryId?: string | null },
      ),
    }),
  );
};
export default write;
