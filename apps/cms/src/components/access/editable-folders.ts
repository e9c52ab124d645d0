import { categoryPath, subcategoriesPath, type CategoryTreeNode } from '@laurel/domain';

export interface EditableFolder {
  id: string;
  name: string;
  /** The folder's public page: its sub-folders when it has some, else its profiles or records. */
  path: string;
}

/**
 * The folders a limited editor may edit (their `categories` list), by name and with their page, in the order of
 * the site's folder tree; null for a user with every folder ('*'). Folders of the list that are gone are left out;
 * a folder inside another one of the list is left out too (editing the outer one includes it).
 */
export function editableFolders(
  siteId: string,
  tree: readonly CategoryTreeNode[],
  categories: readonly string[],
): EditableFolder[] | null {
  if (categories.includes('*')) return null;
  const wanted = new Set(categories);
  const found: EditableFolder[] = [];
  const walk = (nodes: readonly CategoryTreeNode[]) => {
    for (const n of nodes) {
      if (wanted.has(n._id)) {
        const path = n.children.length ? subcategoriesPath(siteId, n._id) : categoryPath(siteId, n._id);
        found.push({ id: n._id, name: n.categoryName.trim() || 'Untitled folder', path });
        continue;
      }
      walk(n.children);
    }
  };
  walk(tree);
  return found;
}
