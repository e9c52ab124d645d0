import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useGetCategoryTreeQuery, type RootState } from '@laurel/api-client';
import { canEditCategory, categoryChain, type CategoryTreeNode } from '@laurel/domain';

type Parent = { _id: string; parentCategoryID: string | null };

/** Every folder of the editing tree by id (with its parent), for `categoryChain`. */
function foldersOf(nodes: readonly CategoryTreeNode[], out = new Map<string, Parent>()) {
  for (const n of nodes) {
    out.set(n._id, { _id: n._id, parentCategoryID: n.parentCategoryID });
    foldersOf(n.children, out);
  }
  return out;
}

/**
 * Whether the signed-in user may edit in a folder (null: the top level), by the rule the API enforces
 * (`canEditCategory` of @laurel/domain): an editor limited to some folders sees controls only there. The
 * session holds the user's folder list from the authorization (admins: '*'); the site is theirs.
 */
export function useCanEdit(siteId: string): (categoryId: string | null) => boolean {
  const { editableCategories, clientID } = useSelector((s: RootState) => s.session);
  const { data: tree } = useGetCategoryTreeQuery({ siteId, cms: true });
  return useMemo(() => {
    const folders = foldersOf(tree ?? []);
    const user = { role: 'editor' as const, clientID: clientID ?? '', categories: editableCategories };
    return (categoryId) => canEditCategory(user, { clientID: user.clientID }, categoryChain(folders, categoryId));
  }, [tree, editableCategories, clientID]);
}
