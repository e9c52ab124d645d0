/** /sites/{siteId}/categories/{categoryId}/entries: add one entry, add many (≤150), set the entries' order. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BULK_PATCH_CHUNK_SIZE,
  CategorySchema,
  EntriesAddBodySchema,
  EntriesReplySchema,
  EntryInputSchema,
  EntryOrderBodySchema,
  EntrySchema,
  SiteCategoryParams,
} from '@laurel/domain';
import { reorderEntries } from '../../../../../services/categories/category-write-service';
import { authedCtx } from '../../../../../services/context';
import { addEntries, addEntry } from '../../../../../services/entries/entry-write-service';

const entries: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/entries',
    {
      schema: {
        tags: ['entries'],
        summary: 'Add an entry to a folder',
        params: SiteCategoryParams,
        body: EntryInputSchema,
        response: { 201: EntrySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addEntry(authedCtx(app, request), request.params.categoryId, request.body)),
  );

  app.post(
    '/entries/bulk',
    {
      schema: {
        tags: ['bulk'],
        summary: `Add up to ${BULK_PATCH_CHUNK_SIZE} entries to a folder`,
        params: SiteCategoryParams,
        body: EntriesAddBodySchema,
        response: { 201: EntriesReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ entries: await addEntries(authedCtx(app, request), request.params.categoryId, request.body.items) }),
  );

  app.put(
    '/entries',
    {
      schema: {
        tags: ['categories'],
        summary: "Set the order of a folder's entries",
        params: SiteCategoryParams,
        body: EntryOrderBodySchema,
        response: { 200: CategorySchema },
      },
    },
    async (request) => reorderEntries(authedCtx(app, request), request.params.categoryId, request.body.entryIds),
  );
};
export default entries;
