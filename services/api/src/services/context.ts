/** What an operation needs to know about its request: the app, the signed-in user (or null) and the site. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteDoc, StoredUser } from '../plugins/app/repositories';
import type { ChangeKind } from '../plugins/app/events';
import { siteNotFoundMessage } from '../plugins/app/authenticate';
import { notFound } from '../plugins/app/http-errors';

export interface Ctx {
  app: FastifyInstance;
  user: StoredUser | null;
  site: SiteDoc;
}

/**
 * The context of a public read with a `siteId` param: the site from the short-lived site cache (404 when
 * it does not exist), or the one an `authorize` hook already loaded.
 */
export async function ctxOf(app: FastifyInstance, request: FastifyRequest): Promise<Ctx> {
  const siteId = (request.params as { siteId: string }).siteId;
  const site = request.site ?? (await app.siteCache.get(siteId));
  if (!site) throw notFound(siteNotFoundMessage(siteId));
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
