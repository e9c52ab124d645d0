import { useEffect } from 'react';
import { HOME_CATEGORY_404, type CategoryTreeNode, type Site } from '@laurel/domain';
import { findNode } from '../../lib/folder-tree';

/**
 * SPEC §8 "Failing to load the home category: logs 'Home Category 404'": the folder tree could not be read, or
 * the home grid's folder is not in it (deleted, or unpublished for a visitor). Home then shows the top-level
 * folders; the console says why, once per site and folder.
 */
export function useHomeCategoryLog(
  siteId: string,
  site: Site | undefined,
  nodes: readonly CategoryTreeNode[] | undefined,
  error: unknown,
): void {
  const gridCategoryId = site?.home.gridCategoryId;
  const missing = !!gridCategoryId && (!!error || (!!nodes && !findNode(nodes, gridCategoryId)));
  useEffect(() => {
    if (missing) console.warn(HOME_CATEGORY_404, { siteId, gridCategoryId });
  }, [missing, siteId, gridCategoryId]);
}
