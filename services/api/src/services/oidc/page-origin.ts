/**
 * The page a provider sign-in returns to: `{origin}/redirect` after the provider, `{origin}/login?fromLogout=true`
 * after signing out there. The origin is that of OIDC_REDIRECT_URI when set, else the request's `Origin`, which
 * must be one of PUBLIC_ORIGIN or CORS_ORIGINS (no sign-in lands on a page we do not serve).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginPath, redirectPath } from '@laurel/domain';
import { forbidden } from '../../plugins/app/http-errors';
import { isPublicOrigin, publicOriginOf } from '../public-pages/public-origin';

/** What the origin needs of a request. */
export type PageRequest = Pick<FastifyRequest, 'protocol' | 'host' | 'headers'>;

export function pageOrigin(app: FastifyInstance, request: PageRequest): string {
  const fixed = app.config.oidc?.redirectUri;
  if (fixed) return new URL(fixed).origin;
  return requestOrigin(app, request);
}

/**
 * The origin of the page that sent the request: one of PUBLIC_ORIGIN (the request's own when listed, else the
 * first; never an unlisted Host) or of CORS_ORIGINS (403 for any other `Origin`).
 */
export function requestOrigin(app: FastifyInstance, request: PageRequest): string {
  const origin = request.headers.origin;
  if (!origin) return publicOriginOf(app, request);
  if (isPublicOrigin(app, origin) || app.config.corsOrigins.includes(origin)) return origin;
  throw forbidden(`Sign-in from ${origin} is not allowed: add it to PUBLIC_ORIGIN or CORS_ORIGINS.`);
}

/** Where the provider sends the browser back with the authorization code. */
export const redirectUriFor = (app: FastifyInstance, request: PageRequest): string =>
  app.config.oidc?.redirectUri ?? `${pageOrigin(app, request)}${redirectPath()}`;

/** Where the provider sends the browser after signing out there. */
export const afterLogoutUriFor = (app: FastifyInstance, request: PageRequest): string =>
  `${pageOrigin(app, request)}${loginPath(null, { fromLogout: true })}`;
