/**
 * Who may schedule what (issue 29): exactly who may publish it now. A profile or folder: its folder's editors
 * (a limited editor only in their folders); a group: every item, all or nothing, checked before anything is
 * stored; a change to Home: site admins.
 */
import { isSiteAdmin, type ScheduleKind } from '@laurel/domain';
import { forbidden, notFound } from '../../plugins/app/http-errors';
import { mayEditCategory, siteCategories } from '../categories/category-access';
import type { AuthedCtx } from '../context';
import { editableItem } from '../versions/version-service';
import { entryName } from '../versions/record-version';

/**
 * The items' names in the given order, after checking the user may edit every one (404 / 403 otherwise).
 * With `present`, items deleted since are left out instead (cancelling or moving an older schedule).
 */
export async function editableItemNames(
  ctx: AuthedCtx,
  kind: ScheduleKind,
  all: readonly string[],
  present = false,
): Promise<string[]> {
  if (kind === 'home') {
    await editableItem(ctx, 'site', ctx.site.siteID);
    return ['Home'];
  }
  const map = await siteCategories(ctx);
  const folderOf = new Map<string, string>();
  const names = new Map<string, string>();
  if (kind === 'category') {
    for (const id of all) {
      const c = map.get(id);
      if (c) {
        folderOf.set(id, id);
        names.set(id, c.categoryName);
      }
    }
  } else {
    for (const e of await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, [...all])) {
      folderOf.set(e._id, e.categoryID);
      names.set(e._id, entryName(e));
    }
  }
  const missing = all.filter((id) => !folderOf.has(id));
  const ids = present ? all.filter((id) => folderOf.has(id)) : all;
  if (missing.length > 0 && !present)
    throw notFound(
      `${kind === 'entry' ? 'Profile' : 'Folder'} ${missing[0]} not found` +
        `${missing.length > 1 ? ` (and ${missing.length - 1} more)` : ''}. Nothing was scheduled.`,
    );
  const locked = ids.filter((id) => !mayEditCategory(ctx, map, folderOf.get(id)!));
  if (locked.length > 0)
    throw forbidden(
      locked.length === ids.length
        ? undefined
        : `You may schedule only items in folders you may edit; ${locked.length} of these are not. Nothing was scheduled.`,
    );
  return ids.map((id) => names.get(id)!);
}

/** "Ada Lovelace", or "Ada Lovelace and 11 more". */
export const groupName = (names: readonly string[]): string =>
  names.length === 1 ? names[0] : `${names[0]} and ${names.length - 1} more`;

/**
 * The schedules the user may see and change (the same rule, for a whole list: one read of the folders and
 * one of the profiles). A group is shown when every item still there is the user's.
 */
export async function visibleSchedules<T extends { kind: ScheduleKind; itemId: string; itemIds?: string[] }>(
  ctx: AuthedCtx,
  docs: T[],
): Promise<T[]> {
  const map = await siteCategories(ctx);
  const entryIds = docs.filter((d) => d.kind === 'entry').flatMap((d) => d.itemIds ?? [d.itemId]);
  const entryFolders = new Map(
    (await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, entryIds)).map((e) => [e._id, e.categoryID]),
  );
  const admin = isSiteAdmin(ctx.user, ctx.site);
  return docs.filter((d) => {
    if (d.kind === 'home') return admin;
    const folders = (d.itemIds ?? [d.itemId])
      .map((id) => (d.kind === 'category' ? (map.has(id) ? id : undefined) : entryFolders.get(id)))
      .filter((f): f is string => !!f);
    return folders.length > 0 && folders.every((f) => mayEditCategory(ctx, map, f));
  });
}
