/** The recently-deleted area (admins): list and restore by document type and id. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DocumentTypeSchema, IdSchema, RecentlyDeletedItemSchema } from '@laurel/domain';
import { authedCtx } from '../../services/context';
import { listDeleted, restoreDocument, type DocumentType } from '../../services/deleted-service';
import { bearer, SiteParams } from '../shared';

const recentlyDeleted: FastifyPluginAsync = async (app) => {
  const admin = app.authorize('admin');
  const common = { tags: ['recently-deleted'], security: bearer, params: SiteParams };

  app.get(
    '/sites/:siteId/recently-deleted',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'Deleted folders, entries, media and cast screens, newest first',
        response: { 200: Type.Object({ items: Type.Array(RecentlyDeletedItemSchema) }) },
      },
    },
    async (request) => ({ items: await listDeleted(authedCtx(app, request)) }),
  );

  app.post(
    '/sites/:siteId/recently-deleted/restore',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'Restore a deleted document (a folder comes back with its sub-folders and entries)',
        body: Type.Object({ documentType: DocumentTypeSchema, documentId: IdSchema }, { additionalProperties: false }),
        response: { 200: Type.Object({ restored: Type.Literal(true) }) },
      },
    },
    async (request) => {
      const { documentType, documentId } = request.body as { documentType: DocumentType; documentId: string };
      await restoreDocument(authedCtx(app, request), documentType, documentId);
      return { restored: true as const };
    },
  );
};
export default recentlyDeleted;
