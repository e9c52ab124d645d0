import type { Category, CategoryTreeNode, Entry } from '@laurel/domain';
import { buildCategoryIndex, type CategoryIndex } from '@laurel/domain';

/**
 * A category index built from the tree (a module of its own: a visitor's Home needs none), so the domain's redirect rules can run on folder lists: each
 * folder gets as many stand-in visible entries as the tree says it has (their ids are never shown).
 */
export function indexFromTree(
  nodes: readonly CategoryTreeNode[],
  publicCategoryFilter: readonly string[] = [],
): CategoryIndex {
  const categories: Category[] = [];
  const entries: Entry[] = [];
  const walk = (list: readonly CategoryTreeNode[]) => {
    for (const n of list) {
      const entryIds = Array.from({ length: n.visibleEntryCount }, (_, i) => `${n._id}#${i}`);
      categories.push({
        _id: n._id,
        categoryName: n.categoryName,
        isLive: n.isLive,
        layout: n.layout,
        parentCategoryID: n.parentCategoryID,
        categories: n.children.map((c) => c._id),
        entries: entryIds,
      } as Category);
      for (const id of entryIds) entries.push({ _id: id, isLive: true, firstName: id, categoryID: n._id } as Entry);
      walk(n.children);
    }
  };
  walk(nodes);
  return buildCategoryIndex(categories, entries, publicCategoryFilter);
}
