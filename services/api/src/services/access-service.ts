/**
 * Who may do what (SPEC §6, issue 3): internal users everything; admins the sites of their client;
 * editors the categories in their list, those categories' sub-folders and entries (`*` = all).
 */
import type { Site, User } from '@laurel/domain';
import { forbidden } from '../plugins/app/http-errors';

type SiteLike = Pick<Site, 'siteID' | 'clientID'>;
type UserLike = Pick<User, 'role' | 'clientID' | 'categories'>;

export function isInternal(user: UserLike | null): boolean {
  return user?.role === 'internal';
}

/** Signed-in user who may edit this site's content (some of it, for a limited editor). */
export function canEditSite(user: UserLike | null, site: SiteLike): boolean {
  if (!user) return false;
  return user.role === 'internal' || user.clientID === site.clientID;
}

export function isSiteAdmin(user: UserLike | null, site: SiteLike): boolean {
  if (!user) return false;
  return user.role === 'internal' || (user.role === 'admin' && user.clientID === site.clientID);
}

export function hasAllCategories(user: UserLike): boolean {
  return user.role !== 'editor' || user.categories.includes('*');
}

/**
 * May the user edit the category whose id and ancestor ids are given (nearest first)? For a new
 * top-level folder pass `[]`: only users with all categories may create one.
 */
export function canEditCategoryChain(user: UserLike, site: SiteLike, chain: string[]): boolean {
  if (!canEditSite(user, site)) return false;
  if (hasAllCategories(user)) return true;
  return chain.some((id) => user.categories.includes(id));
}

export function assertCategoryChain(user: UserLike, site: SiteLike, chain: string[]): void {
  if (!canEditCategoryChain(user, site, chain)) throw forbidden();
}
