/** Moving entries and folders, and the destinations offered for a move (only folders the user may edit). */
import { categoryChain, hasAllCategories, type Category, type MoveDestination } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import {
  assertMayAddTo,
  assertMayEditSources,
  editableCategory,
  mayEditCategory,
  siteCategories,
  type CategoryMap,
} from './category-access';
import { emitChange, type AuthedCtx } from '../context';
import { entryNotFound } from '../entries/entry-read-service';
import { mediaIdsOf } from '../media/media-fields';
import { tieMediaToFolder } from '../media/media-scope';
import { folderOrderVersion } from '../versions/folder-order-version';

/** The destination id meaning "the top level" (for folders). */
export const ROOT = 'root';
const toParent = (destination: string | null) => (destination === null || destination === ROOT ? null : destination);

export async function moveEntries(ctx: AuthedCtx, destination: string, entryIds: string[]): Promise<number> {
  const map = await siteCategories(ctx);
  const target = editableCategory(ctx, map, destination);
  const { entries, categories } = ctx.app.repos;
  const found = await entries.byIdsInSite(ctx.site.siteID, entryIds);
  for (const id of entryIds) if (!found.some((e) => e._id === id)) throw entryNotFound(id);
  assertMayEditSources(
    ctx,
    map,
    found.map((e) => e.categoryID),
    'move',
  );
  const moving = found.filter((e) => e.categoryID !== target._id);
  for (const e of moving) {
    await categories.removeEntries(e.categoryID, [e._id]);
    await entries.setFields(e._id, { categoryID: target._id });
    emitChange(ctx, 'category', e.categoryID);
  }
  if (moving.length > 0) {
    await categories.appendEntries(
      target._id,
      moving.map((e) => e._id),
    );
    // Their photos are now used in the destination, so its editors find them in the library.
    await tieMediaToFolder(
      ctx,
      moving.flatMap((e) => mediaIdsOf(e, 'entry')),
      target._id,
    );
    const n = moving.length;
    await folderOrderVersion(
      ctx,
      map,
      [...moving.map((e) => e.categoryID), target._id],
      `Moved ${n} ${n === 1 ? 'profile' : 'profiles'} to ${target.categoryName}`,
    );
  }
  emitChange(ctx, 'category', target._id);
  return moving.length;
}

export async function moveCategories(
  ctx: AuthedCtx,
  destination: string | null,
  categoryIds: string[],
): Promise<number> {
  const map = await siteCategories(ctx);
  const before = new Map(map);
  const parentId = toParent(destination);
  assertMayAddTo(ctx, map, parentId);
  const { categories } = ctx.app.repos;
  const moving: Category[] = categoryIds.map((id) => editableCategory(ctx, map, id));
  for (const c of moving) {
    if (parentId && categoryChain(map, parentId).includes(c._id))
      throw badRequest(`Cannot move ${c.categoryName} into itself or one of its sub-folders.`);
  }
  let moved = 0;
  for (const c of moving) {
    if (c.parentCategoryID === parentId) continue;
    if (c.parentCategoryID) await categories.removeChild(c.parentCategoryID, c._id);
    // Into the top level: last in site order.
    await categories.setFields(c._id, { parentCategoryID: parentId, ...(parentId ? {} : { position: Date.now() }) });
    map.set(c._id, { ...c, parentCategoryID: parentId });
    if (c.parentCategoryID) emitChange(ctx, 'category', c.parentCategoryID);
    emitChange(ctx, 'category', c._id);
    moved++;
  }
  if (parentId) {
    await categories.addChildren(
      parentId,
      moving.filter((c) => c.parentCategoryID !== parentId).map((c) => c._id),
    );
    emitChange(ctx, 'category', parentId);
  }
  if (moved > 0) {
    const changed = moving.filter((c) => c.parentCategoryID !== parentId);
    const where = parentId ? map.get(parentId)!.categoryName : 'the top level';
    await folderOrderVersion(
      ctx,
      before,
      [...changed.map((c) => c.parentCategoryID), parentId, ...(parentId ? [] : changed.map((c) => c._id))],
      `Moved ${moved} ${moved === 1 ? 'folder' : 'folders'} to ${where}`,
    );
  }
  return moved;
}

function walk(
  map: CategoryMap,
  parentId: string | null,
  depth: number,
  trail: string[],
  out: MoveDestination[],
  ok: (c: Category) => boolean,
) {
  const children = [...map.values()].filter(
    (c) =>
      (c.parentCategoryID ?? null) === parentId ||
      (parentId === null && c.parentCategoryID && !map.has(c.parentCategoryID)),
  );
  const parent = parentId ? map.get(parentId) : undefined;
  const ordered = parent
    ? [...children].sort((a, b) => parent.categories.indexOf(a._id) - parent.categories.indexOf(b._id))
    : children;
  for (const c of ordered) {
    const names = [...trail, c.categoryName];
    if (ok(c)) out.push({ _id: c._id, categoryName: c.categoryName, path: names.join(' / '), depth });
    walk(map, c._id, depth + 1, names, out, ok);
  }
}

/** Folders an entry or a folder may be moved to, depth-first in site order; folders also get the top level. */
export async function moveDestinations(ctx: AuthedCtx, documentType: 'category' | 'entry'): Promise<MoveDestination[]> {
  const map = await siteCategories(ctx);
  const out: MoveDestination[] = [];
  if (documentType === 'category' && hasAllCategories(ctx.user))
    out.push({ _id: ROOT, categoryName: 'Top level', path: '', depth: 0 });
  walk(map, null, 1, [], out, (c) => mayEditCategory(ctx, map, c._id));
  return out;
}
