/** Entries: read one (legacy ids resolve), add to a folder (201), patch (path rule), patch the record, delete. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CategorySchema,
  EntryInputSchema,
  EntryPatchBodySchema,
  EntrySchema,
  RecordInfoInputSchema,
} from '@laurel/domain';
import { wantsCms } from '../../services/content-index-service';
import { authedCtx, ctxOf } from '../../services/context';
import type { EntryInput, RecordInfoInput } from '../../services/entry-input';
import { getEntry } from '../../services/entry-read-service';
import { addEntries, deleteEntry, patchEntry, patchRecord } from '../../services/entry-write-service';
import { bearer, CmsQuery, SiteCategoryParams, SiteEntryParams } from '../shared';

const entries: FastifyPluginAsync = async (app) => {
  const editor = app.authorize('editor');
  const entryIdOf = (request: { params: unknown }) => (request.params as { entryId: string }).entryId;

  app.get(
    '/sites/:siteId/entries/:entryId',
    {
      schema: {
        tags: ['entries'],
        summary: 'One entry with its folder (public: visible entries only; legacy ids resolve)',
        params: SiteEntryParams,
        querystring: CmsQuery,
        response: { 200: Type.Object({ entry: EntrySchema, category: CategorySchema }) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request);
      return getEntry(ctx, entryIdOf(request), wantsCms(ctx, (request.query as { cms?: string }).cms));
    },
  );

  app.post(
    '/sites/:siteId/categories/:categoryId/entries',
    {
      onRequest: editor,
      schema: {
        tags: ['entries'],
        summary: 'Add an entry to a folder',
        security: bearer,
        params: SiteCategoryParams,
        body: EntryInputSchema,
        response: { 201: EntrySchema },
      },
    },
    async (request, reply) => {
      const [entry] = await addEntries(authedCtx(app, request), (request.params as { categoryId: string }).categoryId, [
        request.body as EntryInput,
      ]);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    '/sites/:siteId/entries/:entryId',
    {
      onRequest: editor,
      schema: {
        tags: ['entries'],
        summary: 'Patch an entry (400 "Entry path {path} not found." when it is not in that folder)',
        security: bearer,
        params: SiteEntryParams,
        body: EntryPatchBodySchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) =>
      patchEntry(
        authedCtx(app, request),
        entryIdOf(request),
        request.body as { categoryID: string; path: string; patch: EntryInput },
      ),
  );

  app.patch(
    '/sites/:siteId/entries/:entryId/record',
    {
      onRequest: editor,
      schema: {
        tags: ['entries'],
        summary: "Patch an entry's record info",
        security: bearer,
        params: SiteEntryParams,
        body: RecordInfoInputSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => patchRecord(authedCtx(app, request), entryIdOf(request), request.body as RecordInfoInput),
  );

  app.delete(
    '/sites/:siteId/entries/:entryId',
    {
      onRequest: editor,
      schema: {
        tags: ['entries'],
        summary: 'Delete an entry (kept in recently deleted)',
        security: bearer,
        params: SiteEntryParams,
      },
    },
    async (request, reply) => {
      await deleteEntry(authedCtx(app, request), entryIdOf(request));
      return reply.status(204).send();
    },
  );
};
export default entries;
