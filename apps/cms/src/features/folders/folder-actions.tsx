import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useAddFolder } from './use-add-folder';

/** The top-level folder list's editing bar: add a folder (editors limited to some folders cannot). */
export default function FolderActions({ target }: EditControlProps<'folder-actions'>) {
  const canEdit = useCanEdit(target.siteId);
  const add = useAddFolder(target.siteId, null);
  if (!canEdit(null)) return null;
  return (
    <div className="cms-bar" role="toolbar" aria-label="Folders">
      <span className="cms-bar__label">Editing folders</span>
      <span className="cms-bar__hint">Drag a card by its handle to reorder; tick cards to select them.</span>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => void add.start()}
        disabled={add.busy}
      >
        Add folder
      </button>
      {add.dialog}
    </div>
  );
}
