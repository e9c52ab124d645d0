/**
 * Reads of folders: the tree, the list and one folder with its entries and sub-folders. Anonymous
 * callers (and signed-in users who did not ask for, or may not have, the cms view) get only what the
 * visibility rules show, with hidden ids removed from the `entries`/`categories` lists.
 */
import {
  childCategories,
  entriesOfCategory,
  filterVisibleTree,
  folderEntry,
  isCategoryVisible,
  isEntryVisible,
  orderByIds,
  treeNode,
  visibleCategoryIds,
  type Category,
  type CategoryIndex,
  type CategoryOutlineReply,
  type CategoryReply,
  type Entry,
  type EntryOutline,
  type EntryName,
  type CategoryTreeNode,
} from '@laurel/domain';
import { notFound } from '../../plugins/app/http-errors';
import type { Ctx } from '../context';
import { loadIndex } from '../search/content-index-service';

export const categoryNotFound = (categoryId: string) => notFound(`Category ${categoryId} not found.`);

export { treeNode };

function treeNodes(index: CategoryIndex, parentId: string | null): CategoryTreeNode[] {
  return childCategories(index, parentId).map((c) => treeNode(index, c, true, treeNodes(index, c._id)));
}

function publicNodes(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.map((n) => ({ ...n, entryCount: n.visibleEntryCount, children: publicNodes(n.children) }));
}

/** Public trees per (cached, immutable) index: computed once per version of a site's content. */
const publicTrees = new WeakMap<CategoryIndex, CategoryTreeNode[]>();

export async function categoryTree(ctx: Ctx, cms: boolean): Promise<CategoryTreeNode[]> {
  const index = await loadIndex(ctx, cms);
  if (cms) return treeNodes(index, null);
  let tree = publicTrees.get(index);
  if (!tree) {
    tree = publicNodes(filterVisibleTree(treeNodes(index, null), index.publicCategoryFilter));
    publicTrees.set(index, tree);
  }
  return tree;
}

/** A folder as the public sees it: only visible entries and sub-folders listed. */
export function publicCategory(index: CategoryIndex, c: Category, visible: Set<string>): Category {
  const entries = entriesOfCategory(index, c._id)
    .filter((e) => isEntryVisible(e, c))
    .map((e) => e._id);
  return { ...c, entries, categories: c.categories.filter((id) => visible.has(id)) };
}

export async function listCategories(ctx: Ctx, cms: boolean, all: boolean): Promise<Category[]> {
  const index = await loadIndex(ctx, cms);
  const list = all ? [...index.categories.values()] : childCategories(index, null);
  if (cms) return list;
  const visible = visibleCategoryIds(index);
  return list.filter((c) => visible.has(c._id)).map((c) => publicCategory(index, c, visible));
}

/** Finds a folder by id or legacy id within the site. */
export function findInIndex(index: CategoryIndex, categoryId: string): Category | undefined {
  return index.categories.get(categoryId) ?? [...index.categories.values()].find((c) => c.legacyId === categoryId);
}

/** A folder's profiles in its order, drafts included, as the site navigator lists them (the editing view's names). */
export async function entryNames(ctx: Ctx, categoryId: string): Promise<EntryName[]> {
  const { entries } = await getCategory(ctx, categoryId, true);
  return entries.map(({ _id, firstName, lastName, isLive }) => ({ _id, firstName, lastName, isLive }));
}

export async function getCategory(ctx: Ctx, categoryId: string, cms: boolean): Promise<CategoryReply> {
  const index = await loadIndex(ctx, cms);
  const category = findInIndex(index, categoryId);
  if (!category || (!cms && !isCategoryVisible(index, category._id))) throw categoryNotFound(categoryId);
  // The public index holds whole entries; the editing view's index only a light view of them.
  const ordered = cms
    ? orderByIds(await ctx.app.repos.entries.ofCategory(ctx.site.siteID, category._id), category.entries)
    : entriesOfCategory(index, category._id);
  const children = childCategories(index, category._id);
  if (cms) return { category, entries: ordered, subCategories: children };
  const visible = visibleCategoryIds(index);
  return {
    category: publicCategory(index, category, visible),
    // A visitor's folder carries each profile as its card shows it (no gallery: the profile's read has it).
    entries: ordered.filter((e) => isEntryVisible(e, category)).map(folderEntry),
    subCategories: children.filter((c) => visible.has(c._id)).map((c) => publicCategory(index, c, visible)),
  };
}

/** A profile without its pictures (what its folder's pager needs of it). */
function outlineOf(entry: Entry): EntryOutline {
  const outline: Partial<Entry> = { ...entry };
  for (const picture of ['headshot', 'media', 'background', 'cardBackground', 'flipbook'] as const)
    delete outline[picture];
  return outline as EntryOutline;
}

/** The folder as `getCategory` reads it for the caller, its entries without their pictures (GET …/outline). */
export async function getCategoryOutline(ctx: Ctx, categoryId: string, cms: boolean): Promise<CategoryOutlineReply> {
  const { category, entries } = await getCategory(ctx, categoryId, cms);
  return { category, entries: entries.map(outlineOf) };
}
