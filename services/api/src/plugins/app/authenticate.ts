/**
 * Identity and access decorators.
 * - Every request: a bearer token, when sent and valid, sets `request.auth` (the stored user); otherwise
 *   the request is anonymous (`null`) and sees the public view.
 * - `app.authenticate`: 401 without a signed-in user.
 * - `app.authorize(level)`: 401/404/403 for routes with a `siteId` param: 'editor' = may edit the site's
 *   content (category scope is checked by the services), 'admin' = site admin, 'internal' = internal only.
 *   Sets `request.site`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SiteDoc, StoredUser } from './repositories';
import { forbidden, notFound, unauthorized } from './http-errors';
import { canEditSite, isInternal, isSiteAdmin } from '../../services/access-service';
import { userFromBearer } from '../../services/token-service';

export type AccessLevel = 'editor' | 'admin' | 'internal';

declare module 'fastify' {
  interface FastifyRequest {
    auth: StoredUser | null;
    site: SiteDoc | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    authorize(level: AccessLevel): preHandlerAsyncHookHandler;
    loadSite(siteId: string): Promise<SiteDoc>;
  }
}

export const siteNotFoundMessage = (id: string) => `No document exists for siteID ${id}`;

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('site', null);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header || !header.startsWith('Bearer ')) return;
      request.auth = await userFromBearer(app, header.slice(7).trim());
    });

    app.decorate('loadSite', async (siteId: string) => {
      const site = await app.repos.sites.findBySiteId(siteId);
      if (!site) throw notFound(siteNotFoundMessage(siteId));
      return site;
    });

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!request.auth) throw unauthorized();
    });

    app.decorate('authorize', (level: AccessLevel) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = request.auth;
      if (!user) throw unauthorized();
      if (level === 'internal') {
        if (!isInternal(user)) throw forbidden();
        return;
      }
      const siteId = (request.params as { siteId?: string }).siteId;
      if (!siteId) throw forbidden();
      const site = await app.loadSite(siteId);
      const allowed = level === 'admin' ? isSiteAdmin(user, site) : canEditSite(user, site);
      if (!allowed) throw forbidden();
      request.site = site;
    });
  },
  { name: 'authenticate', dependencies: ['repositories'] },
);
