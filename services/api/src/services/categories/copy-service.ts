/** Copying: entries into another folder (bulk copy), a folder's structure (copy-structure), and the most common entry layout. */
import { randomUUID } from 'node:crypto';
import type { Category, CategoryLayout, CopyStructureBody, Entry } from '@laurel/domain';
import type { CategoryDoc } from '../../plugins/app/repositories';
import {
  assertMayAddTo,
  assertMayEditSources,
  editableCategory,
  siteCategories,
  type CategoryMap,
} from './category-access';
import { categoryNotFound } from './category-read-service';
import { emitChange, type AuthedCtx } from '../context';
import { folderOrderVersion } from '../versions/folder-order-version';
import { newCategory, newEntry } from '../defaults';
import { entryNotFound } from '../entries/entry-read-service';
import { mediaIdsOf } from '../media/media-fields';
import { tieMediaToFolder } from '../media/media-scope';

const throwError = (error: Error): never => {
  throw error;
};

export async function bulkCopyEntries(ctx: AuthedCtx, destination: string, entryIds: string[]): Promise<Entry[]> {
  const map = await siteCategories(ctx);
  const target = editableCategory(ctx, map, destination);
  const { categories, entries } = ctx.app.repos;
  const found = await entries.byIdsInSite(ctx.site.siteID, entryIds);
  const byId = new Map(found.map((e) => [e._id, e]));
  const sources = entryIds.map((entryId) => byId.get(entryId) ?? throwError(entryNotFound(entryId)));
  assertMayEditSources(
    ctx,
    map,
    sources.map((e) => e.categoryID),
    'copy',
  );
  const copies: Entry[] = sources.map((source) => {
    const { _id: _a, path: _p, legacyId: _l, categoryID: _c, ...fields } = source;
    const columnOk = !fields.recordInfo || target.recordColumns.some((c) => c.columnID === fields.recordInfo!.columnID);
    const recordInfo =
      fields.recordInfo && !columnOk
        ? { ...fields.recordInfo, columnID: target.recordColumns[0]?.columnID ?? '' }
        : fields.recordInfo;
    return newEntry(ctx.site.siteID, target._id, { ...fields, recordInfo });
  });
  await entries.insertMany(copies);
  await categories.appendEntries(
    target._id,
    copies.map((e) => e._id),
  );
  await tieMediaToFolder(
    ctx,
    copies.flatMap((e) => mediaIdsOf(e, 'entry')),
    target._id,
  );
  const n = copies.length;
  await folderOrderVersion(
    ctx,
    map,
    [target._id],
    `Copied ${n} ${n === 1 ? 'profile' : 'profiles'} to ${target.categoryName}`,
    copies.map((after) => ({ kind: 'entry', before: null, after })),
  );
  emitChange(ctx, 'category', target._id);
  return copies;
}

function copyTree(
  ctx: AuthedCtx,
  map: CategoryMap,
  source: Category,
  parentId: string | null,
  name: string,
  out: Category[],
): Category {
  const _id = randomUUID();
  const children = [...map.values()].filter((c) => c.parentCategoryID === source._id);
  const ordered = children.sort((a, b) => source.categories.indexOf(a._id) - source.categories.indexOf(b._id));
  const copiedChildren = ordered.map((c) => copyTree(ctx, map, c, _id, c.categoryName, out));
  const { _id: _i, path: _p, legacyId: _l, entries: _e, categories: _c, ...fields } = source;
  const copy = newCategory(ctx.site.siteID, {
    ...fields,
    _id,
    categoryName: name,
    parentCategoryID: parentId,
    categories: copiedChildren.map((c) => c._id),
    hasSubCategories: copiedChildren.length > 0,
    entries: [],
    recordColumns: source.recordColumns.map((col) => ({ ...col })),
  });
  out.push(copy);
  return copy;
}

/**
 * Copies the folder `targetCategoryId` with all its sub-folders (settings and record columns, no entries)
 * into `categoryId` (or beside the original when absent). `routeName` names the page the copy was asked
 * from; it is accepted for the product's call shape and has no effect.
 */
export async function copyStructure(ctx: AuthedCtx, body: CopyStructureBody): Promise<Category> {
  const map = await siteCategories(ctx);
  const source = map.get(body.targetCategoryId);
  if (!source) throw categoryNotFound(body.targetCategoryId);
  assertMayEditSources(ctx, map, [source._id], 'copy');
  const parentId = body.categoryId === undefined ? source.parentCategoryID : body.categoryId;
  assertMayAddTo(ctx, map, parentId);
  const created: Category[] = [];
  const root = copyTree(ctx, map, source, parentId, `${source.categoryName} Copy`, created);
  const { categories } = ctx.app.repos;
  // A top-level copy goes last in site order.
  const stored: CategoryDoc[] = created.map((c) => (c === root && !parentId ? { ...c, position: Date.now() } : c));
  await categories.insertMany(stored);
  if (parentId) await categories.addChildren(parentId, [root._id]);
  for (const c of created) await tieMediaToFolder(ctx, mediaIdsOf(c, 'category'), c._id);
  emitChange(ctx, 'category', root._id);
  return root;
}

/** The layout used most by folders holding entries in this folder's subtree (site-wide when none). */
export async function mostCommonEntryLayout(ctx: AuthedCtx, categoryId: string): Promise<CategoryLayout> {
  const map = await siteCategories(ctx);
  editableCategory(ctx, map, categoryId);
  const inSubtree = (c: Category): boolean =>
    c._id === categoryId ||
    (!!c.parentCategoryID && map.has(c.parentCategoryID) && inSubtree(map.get(c.parentCategoryID)!));
  const pick = (list: Category[]): CategoryLayout | null => {
    const counts = new Map<CategoryLayout, number>();
    for (const c of list) if (c.entries.length > 0) counts.set(c.layout, (counts.get(c.layout) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  };
  const all = [...map.values()];
  return pick(all.filter(inSubtree)) ?? pick(all) ?? 'PersonListCategoryLayout';
}
