import { useState } from 'react';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { SaveMark } from '../../components/ui/save-mark';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useEntryMedia } from '../../lib/content/use-entry-field';
import { MediaPicker } from '../../components/media-picker/media-picker';
import { useFieldSave } from '../../lib/saves/use-field-save';

/** Over the profile photo: change it (media library or upload with crop and focal point) or remove it. */
export default function EntryHeadshot({ target }: EditControlProps<'entry-headshot'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.entry.categoryID)) return null;
  return <Headshot target={target} />;
}

function Headshot({ target }: Pick<EditControlProps<'entry-headshot'>, 'target'>) {
  const media = useEntryMedia();
  const { draft, change, status, retry } = useFieldSave({
    ...media.one(target.siteId, target.entry, 'headshot', 'Headshot'),
    immediate: true,
  });
  const [picking, setPicking] = useState(false);
  return (
    <div className="cms-photo-tools">
      <button type="button" className="ui-button ui-button--primary" onClick={() => setPicking(true)}>
        {draft ? 'Change photo' : 'Add photo'}
      </button>
      {draft ? (
        <button type="button" className="ui-button ui-button--secondary" onClick={() => change(null)}>
          Remove photo
        </button>
      ) : null}
      <SaveMark status={status} onRetry={retry} />
      {picking ? (
        <MediaPicker
          siteId={target.siteId}
          categoryId={target.entry.categoryID}
          title="Profile photo"
          aspect={4 / 5}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setPicking(false);
            change(m);
          }}
        />
      ) : null}
    </div>
  );
}
