/** /sites/{siteId}/categories bulk operations: patch (≤150), delete (≤50), move, copy structure. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkChunkHeadersSchema,
  BULK_DELETE_CHUNK_SIZE,
  BULK_PATCH_CHUNK_SIZE,
  BulkDeleteBodySchema,
  CategoriesBulkPatchBodySchema,
  CategoriesMoveBodySchema,
  CopyStructureBodySchema,
  CopyStructureReplySchema,
  ItemResultsSchema,
  MovedReplySchema,
  SiteParams,
} from '@laurel/domain';
import { bulkDeleteCategories } from '../../../../services/categories/category-delete-service';
import { bulkPatchCategories } from '../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../services/context';
import { bulkChunk } from '../../../../services/bulk-chunk';
import { copyStructure } from '../../../../services/categories/copy-service';
import { moveCategories } from '../../../../services/categories/move-service';

const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '',
    {
      schema: {
        tags: ['bulk'],
        summary: `Patch up to ${BULK_PATCH_CHUNK_SIZE} folders`,
        params: SiteParams,
        body: CategoriesBulkPatchBodySchema,
        headers: BulkChunkHeadersSchema,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'categories.patch', request, (ctx) =>
        bulkPatchCategories(ctx, request.body.items),
      ),
    }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags: ['bulk'],
        summary: `Delete up to ${BULK_DELETE_CHUNK_SIZE} folders`,
        params: SiteParams,
        body: BulkDeleteBodySchema,
        headers: BulkChunkHeadersSchema,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkChunk(authedCtx(app, request), 'categories.delete', request, (ctx) =>
        bulkDeleteCategories(ctx, request.body.ids),
      ),
    }),
  );

  app.post(
    '/move',
    {
      schema: {
        tags: ['move'],
        summary: 'Move folders into a folder (destination "root" or null: the top level)',
        params: SiteParams,
        body: CategoriesMoveBodySchema,
        response: { 200: MovedReplySchema },
      },
    },
    async (request) => ({
      moved: await moveCategories(authedCtx(app, request), request.body.destination, request.body.categoryIds),
    }),
  );

  app.post(
    '/copy-structure',
    {
      schema: {
        tags: ['categories'],
        summary: 'Copy a folder and its sub-folders (no entries) into categoryId, or beside the original',
        params: SiteParams,
        body: CopyStructureBodySchema,
        response: { 200: CopyStructureReplySchema },
      },
    },
    async (request) => ({ category: await copyStructure(authedCtx(app, request), request.body) }),
  );
};
export default bulk;
