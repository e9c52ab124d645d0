import type { Category, CategoryTreeNode } from '../schemas';
import { HIDDEN_FOLDER_NAMES } from './constants';

/**
 * SPEC §4 public visibility of folders by themselves and of the folder tree (visibility.ts has the rules that
 * need a category index). On its own: a visitor's Home prunes the tree without the index code.
 */

type FolderLike = Pick<Category, 'isLive' | 'categoryName'>;

/** A folder itself may be shown: published and not a placeholder name ('NEW FOLDER', 'Restored Profiles'). */
export const isFolderShowable = (folder: FolderLike): boolean =>
  folder.isLive && !HIDDEN_FOLDER_NAMES.includes(folder.categoryName.trim());

/**
 * Prunes a folder tree (GET …/categories/tree) to what visitors may see. A node stays when it is showable,
 * and has `visibleEntryCount > 0`, a flipbook or a kept child. `publicCategoryFilter` restricts the top level.
 */
export function filterVisibleTree(
  nodes: readonly CategoryTreeNode[],
  publicCategoryFilter: readonly string[] = [],
): CategoryTreeNode[] {
  const prune = (list: readonly CategoryTreeNode[]): CategoryTreeNode[] =>
    list.flatMap((node) => {
      if (!isFolderShowable(node)) return [];
      const children = prune(node.children);
      const content = node.visibleEntryCount > 0 || node.hasFlipbook || children.length > 0;
      return content ? [{ ...node, children }] : [];
    });
  const top = publicCategoryFilter.length > 0 ? nodes.filter((n) => publicCategoryFilter.includes(n._id)) : nodes;
  return prune(top);
}
