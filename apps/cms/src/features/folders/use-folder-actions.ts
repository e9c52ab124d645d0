import { useNavigate } from 'react-router';
import { folderCopied, MESSAGES, parentListPath, type Category } from '@laurel/domain';
import { notify } from '../../components/ui/notices';
import {
  useContentCopyStructureMutation,
  useContentDeleteCategoryMutation,
} from '../../lib/content/api/content-endpoints';
import { useUndoDelete } from '../../lib/undo/use-undo-delete';

/** Copy folder structure (SPEC §8 messages) and delete (to recently deleted; off the home grid/carousel). */
export function useFolderActions(siteId: string, category: Category) {
  const navigate = useNavigate();
  const [copy, copying] = useContentCopyStructureMutation();
  const [remove, removing] = useContentDeleteCategoryMutation();
  const undoDelete = useUndoDelete(siteId);
  return {
    copying: copying.isLoading,
    removing: removing.isLoading,
    async copyStructure() {
      try {
        const made = await copy({ siteId, targetCategoryId: category._id, routeName: 'category' }).unwrap();
        // Undo takes the copy away (to Recently deleted, like any delete).
        notify(folderCopied(category.categoryName), 'success', () =>
          remove({ siteId, id: made.category._id }).unwrap(),
        );
      } catch {
        notify(MESSAGES.folderCopyError, 'error');
      }
    },
    async remove() {
      const undo = undoDelete('category', category._id, category.parentCategoryID);
      try {
        await remove({ siteId, id: category._id }).unwrap();
        notify(`${category.categoryName} was deleted. An admin can restore it from Recently deleted.`, 'success', undo);
        navigate(parentListPath(siteId, category));
      } catch {
        // The base query shows SPEC §8's message.
      }
    },
  };
}
