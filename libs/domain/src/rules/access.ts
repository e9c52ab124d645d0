/**
 * Who may do what (SPEC §6; docs/decisions.md "API core"): internal users everything; admins the sites of
 * their client; editors the sites of their client, limited to the folders in their `categories` list, those
 * folders' sub-folders and entries (`*` = all). Pure: the API enforces these and the front ends use the same
 * functions to show only what a user may use.
 */
import type { Category, Site, User, UserRole } from '../schemas';

/** What the rules need of a user: their role, client and folder list. */
export type AccessUser = Pick<User, 'role' | 'clientID' | 'categories'>;
/** What the rules need of a site: its client. */
export type AccessSite = Pick<Site, 'clientID'>;

/** The folder list value that grants every folder. */
export const ALL_CATEGORIES = '*';

export const isInternal = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === 'internal';

/** A signed-in user who may edit this site's content (some of it, for a limited editor). */
export const canEditSite = (user: AccessUser | null | undefined, site: AccessSite): boolean =>
  !!user && (user.role === 'internal' || user.clientID === site.clientID);

/** Settings, users, cast screens, recently deleted and the media library's site fields. */
export const isSiteAdmin = (user: AccessUser | null | undefined, site: AccessSite): boolean =>
  !!user && (user.role === 'internal' || (user.role === 'admin' && user.clientID === site.clientID));

/** Admins and internal users, and editors whose list holds '*'. */
export const hasAllCategories = (user: AccessUser): boolean =>
  user.role !== 'editor' || user.categories.includes(ALL_CATEGORIES);

/**
 * The chain of a folder as ids, the folder first, then its parent, … up to the top level; [] for null
 * (the top level itself) or an unknown id. A parent cycle in bad data ends the chain.
 */
export function categoryChain(
  categories: ReadonlyMap<string, Pick<Category, '_id' | 'parentCategoryID'>>,
  categoryId: string | null,
): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  let current = categoryId ? categories.get(categoryId) : undefined;
  while (current && !seen.has(current._id)) {
    seen.add(current._id);
    chain.push(current._id);
    current = current.parentCategoryID ? categories.get(current.parentCategoryID) : undefined;
  }
  return chain;
}

/**
 * May the user edit the folder with this chain (`categoryChain`: the folder and its ancestors' ids) and what
 * it holds? The chain of the top level is `[]`: only users with all folders may add a top-level folder.
 */
export function canEditCategory(
  user: AccessUser | null | undefined,
  site: AccessSite,
  chain: readonly string[],
): boolean {
  if (!user || !canEditSite(user, site)) return false;
  return hasAllCategories(user) || chain.some((id) => user.categories.includes(id));
}

/** Only internal users grant the internal role. */
export const mayGrantRole = (user: Pick<User, 'role'>, role: UserRole): boolean =>
  role !== 'internal' || isInternal(user);

/** Only internal users change or delete an internal user. */
export const mayManageUser = (user: Pick<User, 'role'>, target: Pick<User, 'role'>): boolean =>
  target.role !== 'internal' || isInternal(user);
