/** /sites/{siteId}/media: the media library (search, upload, external media, where an item is used, metadata patch and soft delete). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExternalMediaBodySchema,
  MediaItemSchema,
  MediaParams,
  MediaPatchBodySchema,
  MediaSearchQuerySchema,
  MediaSearchReplySchema,
  MediaUsageReplySchema,
  SiteParams,
} from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { addExternalMedia, patchMedia, searchMedia, uploadMedia } from '../../../../services/media/media-service';
import { mediaUsage } from '../../../../services/media/media-usage-service';
import autohooks from './autohooks';

const media: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.get(
    '',
    {
      schema: {
        tags: ['media'],
        summary: 'Search the media library',
        params: SiteParams,
        querystring: MediaSearchQuerySchema,
        response: { 200: MediaSearchReplySchema },
      },
    },
    async (request) => searchMedia(authedCtx(app, request), request.query),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload a file (multipart field "file"; fields "description" and "tags" before it)',
        params: SiteParams,
        consumes: ['multipart/form-data'],
        response: { 201: MediaItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadMedia(authedCtx(app, request), request)),
  );

  app.post(
    '/external',
    {
      schema: {
        tags: ['media'],
        summary: 'Add a YouTube, Vimeo or plain URL as external media',
        params: SiteParams,
        body: ExternalMediaBodySchema,
        response: { 201: MediaItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addExternalMedia(authedCtx(app, request), request.body)),
  );

  app.get(
    '/:mediaId/usage',
    {
      schema: {
        tags: ['media'],
        summary: 'Where the media item is shown: the site, folders and profiles, and their fields',
        params: MediaParams,
        response: { 200: MediaUsageReplySchema },
      },
    },
    async (request) => mediaUsage(authedCtx(app, request), request.params.mediaId),
  );

  app.patch(
    '/:mediaId',
    {
      schema: {
        tags: ['media'],
        summary: 'Patch metadata; hideInDAM true deletes (softly), false restores',
        params: MediaParams,
        body: MediaPatchBodySchema,
        response: { 200: MediaItemSchema },
      },
    },
    async (request) => patchMedia(authedCtx(app, request), request.params.mediaId, request.body),
  );
};
export default media;
