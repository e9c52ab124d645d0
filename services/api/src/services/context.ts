/** What an operation needs to know about its request: the app, the signed-in user (or null) and the site. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteDoc, StoredUser } from '../plugins/app/repositories';
import type { ChangeKind } from '../plugins/app/events';

export interface Ctx {
  app: FastifyInstance;
  user: StoredUser | null;
  site: SiteDoc;
}

/** The context of a route with a `siteId` param; loads the site (404) when no preHandler did. */
export async function ctxOf(app: FastifyInstance, request: FastifyRequest): Promise<Ctx> {
  const site = request.site ?? (await app.loadSite((request.params as { siteId: string }).siteId));
  return { app, user: request.auth, site };
}

/** The context of a route that passed `authorize(...)` (user and site are known). */
export type AuthedCtx = Ctx & { user: StoredUser };

export function authedCtx(app: FastifyInstance, request: FastifyRequest): AuthedCtx {
  if (!request.auth || !request.site) throw new Error('authedCtx used on a route without authorize()');
  return { app, user: request.auth, site: request.site };
}

export function emitChange(ctx: Ctx, kind: ChangeKind, id: string): void {
  ctx.app.events.emit({ siteId: ctx.site.siteID, kind, id });
}

/** Who did it, for the recently-deleted log. */
export const actorOf = (ctx: AuthedCtx): string => ctx.user.email;
