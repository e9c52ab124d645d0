/**
 * The origin a reply's absolute URLs are built from (PUBLIC_ORIGIN, config-public-origin.ts): the request's own
 * when it is one of the configured origins, else the first configured one. The `Host` header therefore never
 * reaches a page, a sitemap, a redirect address or a cache key unless the operator listed it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type OriginRequest = Pick<FastifyRequest, 'protocol' | 'host'>;

export function publicOriginOf(app: FastifyInstance, request: OriginRequest): string {
  const origins = app.config.publicOrigins;
  let asked: string | null = null;
  try {
    asked = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    asked = null;
  }
  return asked !== null && origins.includes(asked) ? asked : origins[0];
}

/** Whether an origin (an `Origin` header) is one of the configured public origins. */
export const isPublicOrigin = (app: FastifyInstance, origin: string): boolean =>
  app.config.publicOrigins.includes(origin);
