import type { Category, Entry } from '../schemas';

/** Fast look-ups over one site's folders and entries, built once per data set. */
export interface CategoryIndex {
  categories: ReadonlyMap<string, Category>;
  entries: ReadonlyMap<string, Entry>;
  /** Child folders per parent id ('' for the top level), in the parent's `categories` order. */
  children: ReadonlyMap<string, Category[]>;
  /** Entries per folder id, in the folder's `entries` order. */
  entriesOf: ReadonlyMap<string, Entry[]>;
  /** Top-level folder ids allowed publicly (SPEC §4 public category filter); empty means all. */
  publicCategoryFilter: readonly string[];
}

const TOP = '';

/** Orders items by the position of their id in `order`; ids not listed keep their relative order, last. */
export function orderByIds<T extends { _id: string }>(items: T[], order: readonly string[]): T[] {
  const position = new Map(order.map((id, i) => [id, i]));
  return items
    .map((item, i) => ({ item, i, p: position.get(item._id) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * Builds the index. The parent link of a folder is its `parentCategoryID` and the folder of an entry its
 * `categoryID`; the parent's `categories`/`entries` lists only give the order.
 */
export function buildCategoryIndex(
  categories: readonly Category[],
  entries: readonly Entry[],
  publicCategoryFilter: readonly string[] = [],
): CategoryIndex {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const children = new Map<string, Category[]>();
  const push = <T>(map: Map<string, T[]>, key: string, item: T) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const c of categories)
    push(children, c.parentCategoryID && byId.has(c.parentCategoryID) ? c.parentCategoryID : TOP, c);
  for (const [parent, list] of children) {
    const order = parent === TOP ? [] : (byId.get(parent)?.categories ?? []);
    children.set(parent, orderByIds(list, order));
  }
  const entriesOf = new Map<string, Entry[]>();
  for (const e of entries) push(entriesOf, e.categoryID, e);
  for (const [categoryId, list] of entriesOf)
    entriesOf.set(categoryId, orderByIds(list, byId.get(categoryId)?.entries ?? []));
  return {
    categories: byId,
    entries: new Map(entries.map((e) => [e._id, e])),
    children,
    entriesOf,
    publicCategoryFilter: [...publicCategoryFilter],
  };
}

/** Child folders of a folder, or the top-level folders when `parentId` is null. */
export const childCategories = (index: CategoryIndex, parentId: string | null): Category[] =>
  index.children.get(parentId ?? TOP) ?? [];

/** Entries of a folder in its order. */
export const entriesOfCategory = (index: CategoryIndex, categoryId: string): Entry[] =>
  index.entriesOf.get(categoryId) ?? [];

/** The chain of folders from the top level down to `categoryId` (inclusive); [] when unknown. */
export function ancestorsOf(index: CategoryIndex, categoryId: string): Category[] {
  const chain: Category[] = [];
  const seen = new Set<string>();
  let current = index.categories.get(categoryId);
  while (current && !seen.has(current._id)) {
    seen.add(current._id);
    chain.unshift(current);
    current = current.parentCategoryID ? index.categories.get(current.parentCategoryID) : undefined;
  }
  return chain;
}
