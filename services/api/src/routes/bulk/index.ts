/** Bulk operations: patch (≤150) and delete (≤50) of folders and entries, bulk add and bulk copy of entries. */
import type { FastifyPluginAsync } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  BULK_DELETE_CHUNK_SIZE,
  BULK_PATCH_CHUNK_SIZE,
  CategoryPatchSchema,
  EntryInputSchema,
  EntrySchema,
  IdSchema,
} from '@laurel/domain';
import { bulkDeleteCategories } from '../../services/category-delete-service';
import { bulkPatchCategories, type CategoryPatch } from '../../services/category-write-service';
import { bulkCopyEntries } from '../../services/copy-service';
import { authedCtx } from '../../services/context';
import type { EntryInput } from '../../services/entry-input';
import { addEntries, bulkDeleteEntries, bulkPatchEntries } from '../../services/entry-write-service';
import { bearer, IdListSchema, ItemResultsSchema, SiteCategoryParams, SiteParams } from '../shared';

const strict = { additionalProperties: false } as const;
const patchItems = (patch: TSchema) =>
  Type.Object(
    {
      items: Type.Array(Type.Object({ _id: IdSchema, patch }, strict), {
        minItems: 1,
        maxItems: BULK_PATCH_CHUNK_SIZE,
      }),
    },
    strict,
  );
const idsBody = Type.Object({ ids: IdListSchema(BULK_DELETE_CHUNK_SIZE) }, strict);
const EntriesReply = Type.Object({ entries: Type.Array(EntrySchema) });

const bulk: FastifyPluginAsync = async (app) => {
  const editor = app.authorize('editor');
  const common = { tags: ['bulk'], security: bearer, params: SiteParams };

  app.patch(
    '/sites/:siteId/categories',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: `Patch up to ${BULK_PATCH_CHUNK_SIZE} folders`,
        body: patchItems(CategoryPatchSchema),
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkPatchCategories(
        authedCtx(app, request),
        (request.body as { items: { _id: string; patch: CategoryPatch }[] }).items,
      ),
    }),
  );

  app.post(
    '/sites/:siteId/categories/bulk-delete',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: `Delete up to ${BULK_DELETE_CHUNK_SIZE} folders`,
        body: idsBody,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkDeleteCategories(authedCtx(app, request), (request.body as { ids: string[] }).ids),
    }),
  );

  app.patch(
    '/sites/:siteId/entries',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: `Patch up to ${BULK_PATCH_CHUNK_SIZE} entries`,
        body: patchItems(EntryInputSchema),
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkPatchEntries(
        authedCtx(app, request),
        (request.body as { items: { _id: string; patch: EntryInput }[] }).items,
      ),
    }),
  );

  app.post(
    '/sites/:siteId/entries/bulk-delete',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: `Delete up to ${BULK_DELETE_CHUNK_SIZE} entries`,
        body: idsBody,
        response: { 200: ItemResultsSchema },
      },
    },
    async (request) => ({
      results: await bulkDeleteEntries(authedCtx(app, request), (request.body as { ids: string[] }).ids),
    }),
  );

  app.post(
    '/sites/:siteId/categories/:categoryId/entries/bulk',
    {
      onRequest: editor,
      schema: {
        ...common,
        params: SiteCategoryParams,
        summary: `Add up to ${BULK_PATCH_CHUNK_SIZE} entries to a folder`,
        body: Type.Object(
          { items: Type.Array(EntryInputSchema, { minItems: 1, maxItems: BULK_PATCH_CHUNK_SIZE }) },
          strict,
        ),
        response: { 201: EntriesReply },
      },
    },
    async (request, reply) => {
      const { categoryId } = request.params as { categoryId: string };
      const entries = await addEntries(
        authedCtx(app, request),
        categoryId,
        (request.body as { items: EntryInput[] }).items,
      );
      return reply.status(201).send({ entries });
    },
  );

  app.post(
    '/sites/:siteId/entries/bulk-copy',
    {
      onRequest: editor,
      schema: {
        ...common,
        summary: `Copy up to ${BULK_PATCH_CHUNK_SIZE} entries into a folder`,
        body: Type.Object({ destination: IdSchema, items: IdListSchema(BULK_PATCH_CHUNK_SIZE) }, strict),
        response: { 201: EntriesReply },
      },
    },
    async (request, reply) => {
      const { destination, items } = request.body as { destination: string; items: string[] };
      return reply.status(201).send({ entries: await bulkCopyEntries(authedCtx(app, request), destination, items) });
    },
  );
};
export default bulk;
