/**
 * Security headers (helmet's, worked out once: security-headers.ts) with a Content-Security-Policy (content-security-policy.ts) and HSTS
 * only on https requests (a plain-http kiosk on a LAN must not be told to use https), CORS for separately deployed front ends (CORS_ORIGINS, comma
 * separated; same-origin only by default), rate limiting (off globally, switched on per route — the login),
 * and multipart uploads limited to MEDIA_MAX_BYTES.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { cspDirectives, type CspExtras } from './content-security-policy';
import { documentOnly, isJsonType, JSON_REPLY_HEADERS, securityHeaders, type HeaderMap } from './security-headers';
import { MULTIPART_FIELDS_BACKSTOP } from '../../services/media/upload-form';
import { clientKeyOf } from '../../services/client-key';

/** HSTS for https requests (behind a TRUST_PROXY proxy: X-Forwarded-Proto https). */
export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every page carries (HSTS aside; JSON replies carry JSON_REPLY_HEADERS instead). */
    securityHeaders: HeaderMap;
  }
}

const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export default fp(
  async (app, opts: { corsOrigins: string[]; mediaMaxBytes: number; csp: CspExtras }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.csp) },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.decorate('securityHeaders', headers);
    // A callback hook (no promise): it runs on every request, and cached public reads are a few microseconds each.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
    // A JSON reply (known once the route has set its type) swaps the pages' headers for the short set of data
    // (security-headers.ts), unless the route chose its own policy.
    const dropped = documentOnly(headers);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        reply.getHeader('content-security-policy') === headers['content-security-policy'] &&
        isJsonType(reply.getHeader('content-type'))
      ) {
        for (const name of dropped) reply.removeHeader(name);
        reply.headers(JSON_REPLY_HEADERS);
      }
      done(null, payload);
    });
    // Same-origin only unless CORS_ORIGINS lists front ends: then no CORS headers at all (and no per-request hook).
    // Every method the API uses (the plugin's default preflight allowed only GET, HEAD and POST, so a front end
    // on another origin could not save an edit).
    if (opts.corsOrigins.length > 0)
      await app.register(cors, { origin: opts.corsOrigins, credentials: true, methods: CORS_METHODS });
    // Every route limit counts per client key (services/client-key.ts: IPv6 by /64) unless it names its own key.
    await app.register(rateLimit, { global: false, keyGenerator: clientKeyOf });
    // Uploads are read by services/upload-form.ts, which answers too many fields or files itself (at once);
    // these caps are a backstop above its own.
    await app.register(multipart, {
      limits: { fileSize: opts.mediaMaxBytes, files: 2, fields: MULTIPART_FIELDS_BACKSTOP, parts: 200 },
    });
  },
  { name: 'security' },
);
