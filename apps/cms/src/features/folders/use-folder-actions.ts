import { useNavigate } from 'react-router';
import { folderCopied, MESSAGES, parentListPath, type Category } from '@laurel/domain';
import { notify } from '../../ui/notices';
import { useContentCopyStructureMutation, useContentDeleteCategoryMutation } from '../content/api/content-endpoints';

/** Copy folder structure (SPEC §8 messages) and delete (to recently deleted; off the home grid/carousel). */
export function useFolderActions(siteId: string, category: Category) {
  const navigate = useNavigate();
  const [copy, copying] = useContentCopyStructureMutation();
  const [remove, removing] = useContentDeleteCategoryMutation();
  return {
    copying: copying.isLoading,
    removing: removing.isLoading,
    async copyStructure() {
      try {
        await copy({ siteId, targetCategoryId: category._id, routeName: 'category' }).unwrap();
        notify(folderCopied(category.categoryName));
      } catch {
        notify(MESSAGES.folderCopyError, 'error');
      }
    },
    async remove() {
      try {
        await remove({ siteId, id: category._id }).unwrap();
        notify(`${category.categoryName} was deleted. An admin can restore it from Recently deleted.`);
        navigate(parentListPath(siteId, category));
      } catch {
        // The base query shows SPEC §8's message.
      }
    },
  };
}
