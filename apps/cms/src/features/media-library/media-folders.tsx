import { useGetCategoryTreeQuery } from '@laurel/api-client';
import type { CategoryTreeNode, MediaItem } from '@laurel/domain';

/** Every folder of the editing tree: its name. */
function namesOf(nodes: readonly CategoryTreeNode[], out = new Map<string, string>()) {
  for (const n of nodes) {
    out.set(n._id, n.categoryName);
    namesOf(n.children, out);
  }
  return out;
}

/**
 * The folders an item belongs to (uploaded into or used there): their editors, and editors of the folders
 * above them, see it in the photo picker; an item of no folder is for admins and editors of all folders.
 */
export function MediaFolders({ siteId, media }: { siteId: string; media: MediaItem }) {
  const { data: tree } = useGetCategoryTreeQuery({ siteId, cms: true });
  const names = namesOf(tree ?? []);
  const folders = (media.categoryIDs ?? []).map((id) => names.get(id)).filter((n): n is string => !!n);
  return (
    <section className="lib-details__usage" aria-label="Folders">
      <h3 className="wr-section__title">Folders</h3>
      <p className="wr-muted">
        {folders.length
          ? `Editors of ${folders.join(', ')} see it.`
          : 'In no folder: only admins and editors of every folder see it.'}
      </p>
    </section>
  );
}
