import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useEntryMedia } from '../../lib/content/use-entry-field';
import { FlipbookField } from './flipbook-field';

/** A profile's flipbook (a PDF shown as a book under the profile). */
export default function EntryFlipbook({ target }: EditControlProps<'entry-flipbook'>) {
  const canEdit = useCanEdit(target.siteId);
  const media = useEntryMedia();
  if (!canEdit(target.entry.categoryID)) return null;
  return (
    <div className="cms-flipbook-slot">
      <FlipbookField
        {...media.one(target.siteId, target.entry, 'flipbook', 'Flipbook')}
        folderId={target.entry.categoryID}
      />
    </div>
  );
}
