/**
 * Which media an editor limited to folders sees and uses (docs/decisions.md "Media library"): the items whose
 * `categoryIDs` (the folders an item was uploaded into or has been used in) hold a folder they may edit —
 * one of their listed folders or a folder below one. Admins, internal users and editors with all folders ('*')
 * see every item of the site. Copies embedded in documents never carry `categoryIDs`.
 */
import { canEditCategory, categoryChain, embeddedMedia, hasAllCategories, type MediaItem } from '@laurel/domain';
import { badRequest, forbidden, notFound } from '../../plugins/app/http-errors';
import { categoryNotFound } from '../categories/category-read-service';
import type { AuthedCtx, Ctx } from '../context';

export const mediaNotFound = (mediaId: string) => `No media item exists with id ${mediaId}`;
export const CHOOSE_FOLDER =
  'Say which of your folders this is for (the field categoryID): you may edit only some folders of this site.';

const scopes = new WeakMap<Ctx, Promise<string[] | null>>();

async function loadScope(ctx: Ctx): Promise<string[] | null> {
  const user = ctx.user;
  if (!user || hasAllCategories(user)) return null;
  const folders = await ctx.app.repos.categories.ofSite(ctx.site.siteID);
  const map = new Map(folders.map((c) => [c._id, c]));
  return folders.filter((c) => canEditCategory(user, ctx.site, categoryChain(map, c._id))).map((c) => c._id);
}

/** The folder ids whose media the user sees, or null for every item (read once per request). */
export function mediaFolderScope(ctx: Ctx): Promise<string[] | null> {
  let scope = scopes.get(ctx);
  if (!scope) {
    scope = loadScope(ctx);
    scopes.set(ctx, scope);
  }
  return scope;
}

export const inMediaScope = (scope: readonly string[] | null, item: Pick<MediaItem, 'categoryIDs'>): boolean =>
  scope === null || (item.categoryIDs ?? []).some((id) => scope.includes(id));

/** The site's item for a single-item read or change: 404 when it does not exist or the user may not see it. */
export async function visibleMediaItem(ctx: Ctx, mediaId: string): Promise<MediaItem> {
  const item = await ctx.app.repos.media.byIdInSite(ctx.site.siteID, mediaId);
  if (!item || !inMediaScope(await mediaFolderScope(ctx), item)) throw notFound(mediaNotFound(mediaId));
  return item;
}

/** The site's items with these ids that the user may see (others are left out). */
export async function visibleMediaItems(ctx: Ctx, ids: readonly string[]): Promise<MediaItem[]> {
  const found = await ctx.app.repos.media.findForSite(ctx.site.siteID, ids);
  const scope = await mediaFolderScope(ctx);
  return found.filter((m) => inMediaScope(scope, m));
}

/** The copy of an item that documents embed: without the library's bookkeeping. */
export { embeddedMedia };

/**
 * The folders a new item (an upload, an external link) starts with: the folder it was added for. An editor
 * limited to folders must name one of theirs (400 without one, 403 for another); others may name any folder
 * of the site or none.
 */
export async function newMediaFolders(ctx: AuthedCtx, categoryId: string | undefined): Promise<string[]> {
  const id = categoryId?.trim();
  const scope = await mediaFolderScope(ctx);
  if (!id) {
    if (scope) throw badRequest(CHOOSE_FOLDER);
    return [];
  }
  if (!(await ctx.app.repos.categories.byIdInSite(ctx.site.siteID, id))) throw categoryNotFound(id);
  if (scope && !scope.includes(id)) throw forbidden();
  return [id];
}

/**
 * Records that the site's media items are used in the folder (so its editors see them in the library).
 * Only items the acting user already sees are tied: a copy or move by an editor limited to folders never
 * widens their own library (and with it their rights to rename or delete an item) to another folder's media.
 */
export async function tieMediaToFolder(ctx: Ctx, ids: readonly string[], categoryId: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const scope = await mediaFolderScope(ctx);
  const tied = scope === null ? unique : (await visibleMediaItems(ctx, unique)).map((m) => m._id);
  await ctx.app.repos.media.addFolder(ctx.site.siteID, tied, categoryId);
}
