/**
 * Security headers (@fastify/helmet), CORS for separately deployed front ends (CORS_ORIGINS, comma
 * separated; same-origin only by default), rate limiting (off globally, switched on per route — the login),
 * and multipart uploads limited to MEDIA_MAX_BYTES.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async (app, opts: { corsOrigins: string[]; mediaMaxBytes: number }) => {
    // The CSP is left to the front ends' hosting: the apps embed external media (YouTube, Vimeo).
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, { origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false, credentials: true });
    await app.register(rateLimit, { global: false });
    await app.register(multipart, { limits: { fileSize: opts.mediaMaxBytes, files: 1, fields: 20 } });
  },
  { name: 'security' },
);
