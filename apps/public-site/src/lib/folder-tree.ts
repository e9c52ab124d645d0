import { useMemo } from 'react';
import { useGetCategoryTreeQuery } from '@laurel/api-client';
import type { Category, CategoryTreeNode, Entry, Site } from '@laurel/domain';
import { buildCategoryIndex, filterVisibleTree, type CategoryIndex } from '@laurel/domain';

/** The folder tree as the visitor may see it (the API filters already; the domain rule prunes again). */
export function useVisibleTree(siteId: string, site: Site | undefined, cms: boolean) {
  const q = useGetCategoryTreeQuery({ siteId, cms }, { skip: !siteId });
  const nodes = useMemo(
    () => (q.data ? (cms ? q.data : filterVisibleTree(q.data, site?.publicCategoryFilter ?? [])) : undefined),
    [q.data, cms, site?.publicCategoryFilter],
  );
  return { nodes, error: q.error, isLoading: q.isLoading };
}

export function findNode(nodes: readonly CategoryTreeNode[] | undefined, id: string): CategoryTreeNode | undefined {
  for (const n of nodes ?? []) {
    if (n._id === id) return n;
    const hit = findNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A category index built from the tree, so the domain's redirect rules can run on folder lists: each
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
