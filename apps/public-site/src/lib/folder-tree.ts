import { useMemo } from 'react';
import { useGetCategoryTreeQuery } from '@laurel/api-client';
import type { CategoryTreeNode, Site } from '@laurel/domain';
import { filterVisibleTree } from '@laurel/domain';

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
