/** Media library routes (editors of the site) and the public media file route. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearer } from '../shared';
import { IdSchema, MediaItemSchema, MediaMetadataSchema } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { MediaService, type MetadataPatch } from '../../services/media-service';
import type { ExternalMediaInput } from '../../services/media-external';
import { ENTITY_MEDIA_FIELDS, patchEntityMedia, type EntityMediaPatch } from '../../services/media-entity';
import mediaFiles from './files';

const SiteParams = Type.Object({ siteId: IdSchema });
const SearchQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(Type.String({ maxLength: 1000, description: 'comma-separated; every tag must match' })),
  hideInDAM: Type.Boolean({ default: false, description: 'true lists the deleted (hidden) media' }),
});
const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
const ExternalBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    externalType: Type.Union([Type.Literal('youtube'), Type.Literal('vimeo'), Type.Literal('url')]),
    name: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    hideInDAM: Type.Optional(Type.Boolean()),
    metadata: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(Type.String({ maxLength: 500 })),
          description: Type.Optional(Type.String({ maxLength: 5000 })),
          tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
          fontWeight: Type.Optional(Type.String({ maxLength: 20 })),
          focalPoint: MediaMetadataSchema.properties.focalPoint,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
const EntityMediaBody = Type.Object(
  {
    documentType: Type.Union(Object.keys(ENTITY_MEDIA_FIELDS).map((k) => Type.Literal(k))),
    documentId: IdSchema,
    field: Type.String({ maxLength: 100 }),
    mediaIds: Type.Array(IdSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);

const media: FastifyPluginAsync = async (app) => {
  const service = new MediaService(app);
  const editor = app.authorize('editor');

  app.get(
    '/sites/:siteId/media',
    {
      preHandler: editor,
      schema: {
        security: bearer,
        tags: ['media'],
        summary: 'Search the media library',
        params: SiteParams,
        querystring: SearchQuery,
        response: { 200: Type.Object({ media: Type.Array(MediaItemSchema), pagination: Pagination }) },
      },
    },
    async (request) => {
      const q = request.query as { page: number; limit: number; text?: string; tags?: string; hideInDAM: boolean };
      const tags = (q.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const text = q.text?.trim().toLowerCase() || undefined;
      return service.search({
        siteID: request.site!.siteID,
        page: q.page,
        limit: q.limit,
        text,
        tags,
        hideInDAM: q.hideInDAM,
      });
    },
  );

  app.post(
    '/sites/:siteId/media',
    {
      preHandler: editor,
      schema: {
        security: bearer,
        tags: ['media'],
        summary: 'Upload a file (multipart field "file"; fields "description" and "tags" before it)',
        params: SiteParams,
        consumes: ['multipart/form-data'],
        response: { 201: MediaItemSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file".');
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw badRequest('Send the file as multipart/form-data in a field named "file".');
      reply.code(201);
      return service.upload(request.site!.siteID, part);
    },
  );

  app.post(
    '/sites/:siteId/media/external',
    {
      preHandler: editor,
      schema: {
        security: bearer,
        tags: ['media'],
        summary: 'Add a YouTube, Vimeo or plain URL as external media',
        params: SiteParams,
        body: ExternalBody,
        response: { 201: MediaItemSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.addExternal(request.site!.siteID, request.body as ExternalMediaInput);
    },
  );

  app.patch(
    '/sites/:siteId/media/:mediaId',
    {
      preHandler: editor,
      schema: {
        security: bearer,
        tags: ['media'],
        summary: 'Patch metadata; hideInDAM true deletes (softly), false restores',
        params: Type.Object({ siteId: IdSchema, mediaId: IdSchema }),
        body: PatchBody,
        response: { 200: MediaItemSchema },
      },
    },
    async (request) =>
      service.patch(
        request.site!.siteID,
        (request.params as { mediaId: string }).mediaId,
        request.body as MetadataPatch,
      ),
  );

  app.patch(
    '/sites/:siteId/entity-media',
    {
      preHandler: editor,
      schema: {
        security: bearer,
        tags: ['media'],
        summary: 'Set a media field of the site, a folder or an entry from media ids',
        params: SiteParams,
        body: EntityMediaBody,
      },
    },
    async (request) =>
      patchEntityMedia(app, service.items, request.site!, request.auth!, request.body as EntityMediaPatch),
  );

  await app.register(mediaFiles, { files: service.files });
};
export default media;
