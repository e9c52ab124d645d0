import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCategoryMediaField } from '../../lib/content/use-category-field';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { FlipbookField } from './flipbook-field';

/** A folder's flipbook (a PDF shown as a book at the top of the folder page). */
export default function FolderFlipbook({ target }: EditControlProps<'folder-flipbook'>) {
  const canEdit = useCanEdit(target.siteId);
  const field = useCategoryMediaField();
  if (!canEdit(target.category._id)) return null;
  return (
    <div className="cms-flipbook-slot">
      <FlipbookField
        {...field(target.siteId, target.category, 'flipbook', 'Flipbook')}
        folderId={target.category._id}
      />
    </div>
  );
}
