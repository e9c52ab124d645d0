/**
 * Undo of a delete (the toast's Undo): the person who deleted folders or profiles a moment ago brings them
 * back, each into its place in its folder's order, without needing the admins' Recently deleted. All or
 * nothing: every item is checked (deleted by this user, within the window, in a folder they may edit)
 * before anything changes.
 */
import { UNDO_DELETE_WINDOW_MS, type UndoDeleteBody } from '@laurel/domain';
import { badRequest, forbidden, notFound } from '../../plugins/app/http-errors';
import { mayEditCategory, siteCategories, type CategoryMap } from '../categories/category-access';
import { actorOf, type AuthedCtx } from '../context';
import { restoreDocument } from './deleted-service';

interface Deletion {
  deletedAt: string;
  deletedBy?: string;
  deletedWith?: string;
}

function assertOwnRecent(ctx: AuthedCtx, del: Deletion | null, id: string, noun: string): asserts del is Deletion {
  if (!del) throw notFound(`No deleted ${noun} ${id} in this site. Nothing was restored.`);
  const at = Date.parse(del.deletedAt);
  if (del.deletedBy !== actorOf(ctx) || !(Date.now() - at <= UNDO_DELETE_WINDOW_MS))
    throw forbidden(
      `Undo brings back only what you deleted in the last ${UNDO_DELETE_WINDOW_MS / 60000} minutes; ` +
        'an admin can restore the rest from Recently deleted. Nothing was restored.',
    );
}

/** Checks every item before anything changes (4xx naming the first that may not be undone). */
async function check(ctx: AuthedCtx, map: CategoryMap, body: UndoDeleteBody): Promise<void> {
  const { entries, categories } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  for (const id of body.ids) {
    if (body.documentType === 'entry') {
      const del = await entries.deletion(siteId, id);
      assertOwnRecent(ctx, del, id, 'profile');
      const doc = (await entries.deletedInSite(siteId, id))!;
      if (del.deletedWith)
        throw badRequest(`Profile ${id} was deleted with its folder; undo the folder's delete. Nothing was restored.`);
      if (!map.has(doc.categoryID))
        throw badRequest(`The folder of profile ${id} is gone; an admin can restore it from Recently deleted.`);
      if (!mayEditCategory(ctx, map, doc.categoryID)) throw forbidden();
    } else {
      const del = await categories.deletion(siteId, id);
      assertOwnRecent(ctx, del, id, 'folder');
      const doc = (await categories.deletedInSite(siteId, id))!;
      if (del.deletedWith !== undefined && del.deletedWith !== id)
        throw badRequest(`Folder ${id} was deleted with its parent; undo the parent's delete. Nothing was restored.`);
      if (!mayEditCategory(ctx, new Map(map).set(id, doc), id)) throw forbidden();
    }
  }
}

export async function undoDelete(ctx: AuthedCtx, body: UndoDeleteBody): Promise<number> {
  const map = await siteCategories(ctx);
  await check(ctx, map, body);
  for (const id of body.ids) await restoreDocument(ctx, body.documentType, id);
  return body.ids.length;
}
