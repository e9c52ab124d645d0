import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useEntryMedia } from '../../lib/content/use-entry-field';
import { MediaListField } from '../../components/media-picker/media-field';

/** The profile's photos: add from the media library or an upload, remove, change their order. */
export default function EntryGallery({ target }: EditControlProps<'entry-gallery'>) {
  const canEdit = useCanEdit(target.siteId);
  const media = useEntryMedia();
  if (!canEdit(target.entry.categoryID)) return null;
  return (
    <div className="cms-bar cms-bar--stack">
      <MediaListField aspect={0} {...media.gallery(target.siteId, target.entry)} />
    </div>
  );
}
