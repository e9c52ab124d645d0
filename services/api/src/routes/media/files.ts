/** GET /media/{siteId}/{file}: media files and their variants, with long-lived immutable cache headers and byte ranges. */
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

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (videos seek with these); others get the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const mediaFiles: FastifyPluginAsync<{ files: MediaFileRepository }> = async (app, { files }) => {
  app.get(
    '/media/:siteId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A media file or resized variant (cached for a year: file names never change content)',
        params: Type.Object({ siteId: Type.String({ maxLength: 100 }), file: Type.String({ maxLength: 200 }) }),
      },
    },
    async (request, reply) => {
      const { siteId, file } = request.params as { siteId: string; file: string };
      const size = await files.size(siteId, file);
      const type = TYPES[path.extname(file).toLowerCase()];
      if (size === null || !type) throw notFound(`No media file ${siteId}/${file}`);
      reply
        .type(type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', file.endsWith('.ics') ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(files.open(siteId, file, range));
      }
      reply.header('content-length', size);
      return reply.send(files.open(siteId, file));
    },
  );
};
export default mediaFiles;
