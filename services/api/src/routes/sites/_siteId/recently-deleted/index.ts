/** /sites/{siteId}/recently-deleted: the deleted folders, entries, media and cast screens, and their restore. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PurgeParams,
  RecentlyDeletedReplySchema,
  RestoreBodySchema,
  RestoreReplySchema,
  SiteParams,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { listDeleted, restoreDocument } from '../../../../services/deleted/deleted-service';
import { purgeDocument } from '../../../../services/deleted/purge-service';
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

  app.delete(
    '/:documentType/:documentId',
    {
      schema: {
        tags: ['recently-deleted'],
        summary: 'Delete for good (a folder with what was deleted with it; media with its files)',
        params: PurgeParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { documentType, documentId } = request.params;
      await purgeDocument(authedCtx(app, request), documentType, documentId);
      return reply.status(204).send(null);
    },
  );
};
export default recentlyDeleted;
