/**
 * /sites/{siteId}/canva: the Canva importer (site admins). The admin's Canva connection (status, connect,
 * finish, disconnect), their designs and a design's formats, and imports into the media library. 503 with
 * CANVA_NOT_SET_UP while the installation has no Canva integration (the status says `configured: false`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CanvaConnectReplySchema,
  CanvaDesignParams,
  CanvaDesignsQuerySchema,
  CanvaDesignsReplySchema,
  CanvaFinishBodySchema,
  CanvaFormatsReplySchema,
  CanvaImportBodySchema,
  CanvaImportParams,
  CanvaImportSchema,
  CanvaImportsReplySchema,
  CanvaStatusSchema,
  SiteParams,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { canvaStatus, disconnect, finishConnect, startConnect } from '../../../../services/canva/canva-connection';
import { designFormats, listDesigns } from '../../../../services/canva/canva-designs';
import { advanceImport, recentImports, startImport } from '../../../../services/canva/canva-import';
import autohooks from './autohooks';

const canva: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const tags = ['canva'];

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Whether Canva is set up here and the admin’s account connected',
        params: SiteParams,
        response: { 200: CanvaStatusSchema },
      },
    },
    async (request) => canvaStatus(authedCtx(app, request)),
  );

  app.post(
    '/connect',
    {
      schema: {
        tags,
        summary: 'Start connecting the admin’s Canva account: Canva’s consent address',
        params: SiteParams,
        response: { 200: CanvaConnectReplySchema },
      },
    },
    async (request) => startConnect(authedCtx(app, request), request),
  );

  app.post(
    '/connect/finish',
    {
      schema: {
        tags,
        summary: 'Finish connecting with the query Canva sent to /canva-redirect',
        params: SiteParams,
        body: CanvaFinishBodySchema,
        response: { 200: CanvaStatusSchema },
      },
    },
    async (request) => finishConnect(authedCtx(app, request), request.body),
  );

  app.delete(
    '/connection',
    {
      schema: {
        tags,
        summary: 'Disconnect the admin’s Canva account (revoked at Canva)',
        params: SiteParams,
        response: { 200: CanvaStatusSchema },
      },
    },
    async (request) => disconnect(authedCtx(app, request)),
  );

  app.get(
    '/designs',
    {
      schema: {
        tags,
        summary: 'The admin’s Canva designs, a page at a time',
        params: SiteParams,
        querystring: CanvaDesignsQuerySchema,
        response: { 200: CanvaDesignsReplySchema },
      },
    },
    async (request) => listDesigns(authedCtx(app, request), request.query),
  );

  app.get(
    '/designs/:designId/formats',
    {
      schema: {
        tags,
        summary: 'The formats Canva offers for a design that the media library takes',
        params: CanvaDesignParams,
        response: { 200: CanvaFormatsReplySchema },
      },
    },
    async (request) => designFormats(authedCtx(app, request), request.params.designId),
  );

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Export a design at Canva and import it into the media library',
        params: SiteParams,
        body: CanvaImportBodySchema,
        response: { 202: CanvaImportSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await startImport(authedCtx(app, request), request.body)),
  );

  app.get(
    '/imports',
    {
      schema: {
        tags,
        summary: 'The site’s latest Canva imports, newest first',
        params: SiteParams,
        response: { 200: CanvaImportsReplySchema },
      },
    },
    async (request) => recentImports(authedCtx(app, request)),
  );

  app.get(
    '/imports/:importId',
    {
      schema: {
        tags,
        summary: 'An import; each read moves it on (Canva’s export job, then the files into the library)',
        params: CanvaImportParams,
        response: { 200: CanvaImportSchema },
      },
    },
    async (request) => advanceImport(authedCtx(app, request), request.params.importId),
  );
};
export default canva;
