import { useMemo } from 'react';
import type { CategoryTreeNode } from '@laurel/domain';
import { useGetCategoryTreeQuery } from '@laurel/api-client';

export interface FolderOption {
  id: string;
  name: string;
  depth: number;
  /** Names from the top level down to this folder. */
  path: string[];
  isLive: boolean;
}

/** Every folder of a tree, depth first, with its depth and path of names. */
export function flattenTree(nodes: readonly CategoryTreeNode[], depth = 0, path: string[] = []): FolderOption[] {
  return nodes.flatMap((n) => {
    const here = [...path, n.categoryName];
    return [
      { id: n._id, name: n.categoryName, depth, path: here, isLive: n.isLive },
      ...flattenTree(n.children, depth + 1, here),
    ];
  });
}

/** The site's folder tree as editors see it (unpublished folders included), and the same flattened. */
export function useFolders(siteId: string) {
  const query = useGetCategoryTreeQuery({ siteId, cms: true }, { skip: !siteId });
  const tree = query.data;
  const folders = useMemo(() => (tree ? flattenTree(tree) : []), [tree]);
  const byId = useMemo(() => new Map(folders.map((f) => [f.id, f])), [folders]);
  return {
    tree: tree ?? [],
    folders,
    byId,
    isLoading: query.isLoading,
    isSuccess: query.isSuccess,
    isError: query.isError,
  };
}
