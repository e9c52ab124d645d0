/** /sites/{siteId}/entries/{entryId}: one entry with its folder (anyone; legacy ids resolve), its patches and delete. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CmsQuery,
  EntryPatchBodySchema,
  EntryReplySchema,
  EntrySchema,
  RecordInfoInputSchema,
  SiteEntryParams,
} from '@laurel/domain';
import { authedCtx, readView } from '../../../../../services/context';
import { getEntry } from '../../../../../services/entries/entry-read-service';
import { deleteEntry, patchEntry, patchRecord } from '../../../../../services/entries/entry-write-service';
import autohooks from './autohooks';

const entry: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      config: { publicView: true },
      schema: {
        tags: ['entries'],
        summary: 'One entry with its folder (public: visible entries only; legacy ids resolve)',
        params: SiteEntryParams,
        querystring: CmsQuery,
        response: { 200: EntryReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return getEntry(ctx, request.params.entryId, cms);
    },
  );

  app.patch(
    '',
    {
      schema: {
        tags: ['entries'],
        summary: 'Patch an entry (400 "Entry path {path} not found." when it is not in that folder)',
        params: SiteEntryParams,
        body: EntryPatchBodySchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => patchEntry(authedCtx(app, request), request.params.entryId, request.body),
  );

  app.patch(
    '/record',
    {
      schema: {
        tags: ['entries'],
        summary: "Patch an entry's record info",
        params: SiteEntryParams,
        body: RecordInfoInputSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => patchRecord(authedCtx(app, request), request.params.entryId, request.body),
  );

  app.delete(
    '',
    {
      schema: { tags: ['entries'], summary: 'Delete an entry (kept in recently deleted)', params: SiteEntryParams },
    },
    async (request, reply) => {
      await deleteEntry(authedCtx(app, request), request.params.entryId);
      return reply.status(204).send();
    },
  );
};
export default entry;
