/**
 * Compression of the replies that are made per request (@fastify/compress): JSON and text over 1 KB, brotli
 * or gzip as the client accepts. Public views and the built front ends are compressed ahead of time and
 * skipped here (they carry their Content-Encoding). Brotli runs at quality 4: its default (11) took ~0.5 s
 * for a 90 KB folder reply, quality 4 a few milliseconds for ~10 % more bytes than 11.
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../app/public-view/encoded-body';

export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      // JSON, text, HTML, CSS, JavaScript and SVG; never media (images and video are compressed already).
      customTypes: /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress', dependencies: ['public-view'] },
);
