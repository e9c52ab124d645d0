import { homePath, LOOKUP_SITE_ID, loginPath, type RouteAccess } from '@laurel/domain';

/** Who may open a route group: everyone, signed-in editors (cmsOnly), or site admins (the remotes' contracts). */
export type { RouteAccess };

export interface GuardInput {
  access: RouteAccess;
  /** The `:siteId` of the URL (undefined when the route has none). */
  urlSiteId: string | undefined;
  /** The active site (docs/decisions.md "Shell and platform"): null when none is known. */
  activeSiteId: string | null;
  isAuth: boolean;
  isAdmin: boolean;
  /** Start-up (token refresh + authorization) has finished. */
  ready: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Sign-in state still unknown: show a loading state, decide again when ready. */
  | { kind: 'wait' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string; reason: 'other-site' | 'sign-in' | 'not-admin' };

/**
 * SPEC §2 route guards, in order: no site id known → NotFound404; URL site id 'lookup' or another site →
 * Home of the active site; editing/admin route while not signed in → Login; admin route while not an
 * admin → Home. Routes that skip the guard (login, redirects, cast screen, 404, link accounts) never call it.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { access, urlSiteId, activeSiteId } = input;
  if (!activeSiteId) return { kind: 'not-found' };
  if (urlSiteId === LOOKUP_SITE_ID || (urlSiteId !== undefined && urlSiteId !== activeSiteId)) {
    return { kind: 'redirect', to: homePath(activeSiteId), reason: 'other-site' };
  }
  if (access === 'public') return { kind: 'allow' };
  if (!input.ready) return { kind: 'wait' };
  if (!input.isAuth) return { kind: 'redirect', to: loginPath(activeSiteId), reason: 'sign-in' };
  if (access === 'admin' && !input.isAdmin)
    return { kind: 'redirect', to: homePath(activeSiteId), reason: 'not-admin' };
  return { kind: 'allow' };
}
