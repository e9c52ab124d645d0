/** GET /media/{siteId}/{file}: media files and their variants, with long-lived immutable cache headers. */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../plugins/app/http-errors';
import type { MediaFileRepository } from '../../plugins/app/media-file-repository';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.ics': 'text/calendar; charset=utf-8',
};

const mediaFiles: FastifyPluginAsync<{ files: MediaFileRepository }> = async (app, { files }) => {
  app.get('/media/:siteId/:file', {
    schema: {
      tags: ['media'],
      summary: 'A media file or resized variant (cached for a year: file names never change content)',
      params: Type.Object({ siteId: Type.String({ maxLength: 100 }), file: Type.String({ maxLength: 200 }) }),
    },
  }, async (request, reply) => {
    const { siteId, file } = request.params as { siteId: string; file: string };
    const size = await files.size(siteId, file);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (size === null || !type) throw notFound(`No media file ${siteId}/${file}`);
    reply
      .type(type)
      .header('content-length', size)
      .header('cache-control', file.endsWith('.ics') ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return reply.send(files.open(siteId, file));
  });
};
export default mediaFiles;
