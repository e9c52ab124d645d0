/** What an operation needs to know about its request: the app, the signed-in user (or null) and the site. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canEditSite, noDocumentForSite, type ChangeKind } from '@laurel/domain';
import type { SiteDoc, StoredUser } from '../plugins/app/repositories';
import { notFound, unauthorized } from '../plugins/app/http-errors';
import { afterCommit } from '../plugins/app/repositories/transaction';
import type { TimeView } from './schedules/time-view-type';

export interface Ctx {
  app: FastifyInstance;
  user: StoredUser | null;
  site: SiteDoc;
  /** A public read at a preview time (`?previewAt=`, editors only): the site and index as they will be then. */
  timeView?: TimeView;
}

/** What the context needs of a request: the identity and the site an access hook may have loaded. */
type AccessedRequest = Pick<FastifyRequest, 'auth' | 'site'>;

/**
 * The context of a read of site `siteId`: the site an access hook already loaded, or the one from the
 * short-lived public-read cache (404 when it does not exist).
 */
export async function readCtx(app: FastifyInstance, request: AccessedRequest, siteId: string): Promise<Ctx> {
  const site = request.site ?? (await app.repos.siteContent.site(siteId));
  if (!site) throw notFound(noDocumentForSite(siteId));
  return { app, user: request.auth, site };
}

/** `?cms=1` (or `true`) asks for the editing view; it is honoured only for a signed-in user who may edit the site. */
export function wantsCms(ctx: Ctx, cms: string | undefined): boolean {
  return (cms === '1' || cms === 'true') && canEditSite(ctx.user, ctx.site);
}

/** A read's context and whether it gets the editing view (`wantsCms`). */
export async function readView(
  app: FastifyInstance,
  request: AccessedRequest,
  siteId: string,
  cms: string | undefined,
): Promise<{ ctx: Ctx; cms: boolean }> {
  const ctx = await readCtx(app, request, siteId);
  return { ctx, cms: wantsCms(ctx, cms) };
}

/** The context of a route whose folder requires 'editor' or 'admin' (user and site are known). */
export type AuthedCtx = Ctx & { user: StoredUser };

export function authedCtx(app: FastifyInstance, request: AccessedRequest): AuthedCtx {
  if (!request.auth || !request.site) throw new Error('authedCtx used on a route without editor or admin access');
  return { app, user: request.auth, site: request.site };
}

/** The signed-in user of a route whose folder requires 'signed-in' (401 otherwise). */
export function signedInUser(request: AccessedRequest): StoredUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Announces a change of the site (once the current transaction, if any, has committed). */
export function emitChange(ctx: Ctx, kind: ChangeKind, id: string): void {
  afterCommit(() => ctx.app.events.emit({ siteId: ctx.site.siteID, kind, id }));
}

/** Who did it, for the recently-deleted log. */
export const actorOf = (ctx: AuthedCtx): string => ctx.user.email;
