/**
 * Identity and access.
 * - Every request: a bearer token, when sent and valid, sets `request.auth` (the stored user); otherwise
 *   the request is anonymous (`null`) and sees the public view.
 * - `app.authorize(level)`: an onRequest hook. 'signed-in' = 401 without a user; for routes with a `siteId`
 *   param, 'editor' = may edit the site's content (category scope is checked by the services), 'admin' =
 *   site admin (401/404/403), and sets `request.site`; 'internal' = internal users only.
 * - `folderAccess({read, write})`: what a route folder's `autohooks.ts` declares — the level its reads
 *   (GET, HEAD) and its writes (every other method) need, so authentication is declared once per folder.
 * The rules themselves are @laurel/domain's (`canEditSite`, `isSiteAdmin`, `isInternal`).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canEditSite, isInternal, isSiteAdmin, noDocumentForSite } from '@laurel/domain';
import type { SiteDoc, StoredUser } from './repositories';
import { forbidden, notFound, unauthorized } from './http-errors';
import { userFromBearer } from '../../services/auth/token-service';

export type AccessLevel = 'public' | 'signed-in' | 'editor' | 'admin' | 'internal';

declare module 'fastify' {
  interface FastifyRequest {
    auth: StoredUser | null;
    site: SiteDoc | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: its folder's level, or its own (see `folderAccess`). */
    access?: AccessLevel;
  }
  interface FastifyInstance {
    authorize(level: AccessLevel): onRequestAsyncHookHandler;
    loadSite(siteId: string): Promise<SiteDoc>;
  }
}

const siteIdOf = (request: FastifyRequest): string | undefined => {
  const params = request.params;
  return params && typeof params === 'object' && 'siteId' in params && typeof params.siteId === 'string'
    ? params.siteId
    : undefined;
};

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('site', null);

    // Callback hooks (no promise for the anonymous majority): they run on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header || !header.startsWith('Bearer ')) return done();
      userFromBearer(app, header.slice(7).trim()).then((user) => {
        request.auth = user;
        done();
      }, done);
    });

    app.decorate('loadSite', async (siteId: string) => {
      const site = await app.repos.sites.findBySiteId(siteId);
      if (!site) throw notFound(noDocumentForSite(siteId));
      return site;
    });

    app.decorate('authorize', (level: AccessLevel): onRequestAsyncHookHandler => async (request) => {
      if (level === 'public') return;
      const user = request.auth;
      if (!user) throw unauthorized();
      if (level === 'signed-in') return;
      if (level === 'internal') {
        if (!isInternal(user)) throw forbidden();
        return;
      }
      const siteId = siteIdOf(request);
      if (!siteId) throw forbidden();
      const site = await app.loadSite(siteId);
      const allowed = level === 'admin' ? isSiteAdmin(user, site) : canEditSite(user, site);
      if (!allowed) throw forbidden();
      request.site = site;
    });
  },
  { name: 'authenticate', dependencies: ['repositories'] },
);

const READS = new Set(['GET', 'HEAD']);
const isRead = (method: string | string[]) => [method].flat().every((m) => READS.has(m));

/** The OpenAPI security requirement of signed-in routes. */
const BEARER = [{ bearer: [] }];

/**
 * A route folder's access, declared once in its `autohooks.ts`: reads (GET, HEAD) need `read`, every
 * other method `write`, unless a route asks for a level of its own (`config.access`). Applies to the routes the
 * folder registers (not to other folders), records each route's level in its `config.access` (the start check
 * compares it with the route's contract), and marks the signed-in ones with the bearer security requirement
 * in the OpenAPI document.
 */
export function folderAccess(access: { read: AccessLevel; write: AccessLevel }): FastifyPluginAsync {
  return fp(async (app) => {
    const guards = new Map<AccessLevel, onRequestAsyncHookHandler>();
    const guard = (level: AccessLevel) => {
      const known = guards.get(level);
      if (known) return known;
      const made = app.authorize(level);
      guards.set(level, made);
      return made;
    };
    app.addHook('onRoute', (route) => {
      const level = route.config?.access ?? (isRead(route.method) ? access.read : access.write);
      route.config = { ...route.config, access: level };
      if (level !== 'public') route.schema = { ...route.schema, security: BEARER };
    });
    app.addHook('onRequest', (request, reply, done) => {
      const level = request.routeOptions.config.access;
      if (!level || level === 'public') return done();
      guard(level)
        .call(app, request, reply)
        .then(() => done(), done);
    });
  });
}
