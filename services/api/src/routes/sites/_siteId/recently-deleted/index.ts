/** /sites/{siteId}/recently-deleted: the deleted folders, entries, media and cast screens, and their restore. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecentlyDeletedReplySchema, RestoreBodySchema, RestoreReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { listDeleted, restoreDocument } from '../../../../services/deleted-service';
import autohooks from './autohooks';

const recentlyDeleted: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['recently-deleted'],
        summary: 'Deleted folders, entries, media and cast screens, newest first',
        params: SiteParams,
        response: { 200: RecentlyDeletedReplySchema },
      },
    },
    async (request) => ({ items: await listDeleted(authedCtx(app, request)) }),
  );

  app.post(
    '/restore',
    {
      schema: {
        tags: ['recently-deleted'],
        summary: 'Restore a deleted document (a folder comes back with its sub-folders and entries)',
        params: SiteParams,
        body: RestoreBodySchema,
        response: { 200: RestoreReplySchema },
      },
    },
    async (request) => restoreDocument(authedCtx(app, request), request.body.documentType, request.body.documentId),
  );
};
export default recentlyDeleted;
