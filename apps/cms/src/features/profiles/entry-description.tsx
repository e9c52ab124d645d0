import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useEntryField } from '../../lib/content/use-entry-field';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { RichTextEditor } from './rich-text-editor';

/** The profile's description, edited in place with formatting; saved 2000 ms after the last keystroke. */
export default function EntryDescription({ target, children }: EditControlProps<'entry-description'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.entry.categoryID)) return <>{children}</>;
  return <Description target={target} />;
}

function Description({ target }: Pick<EditControlProps<'entry-description'>, 'target'>) {
  const fieldOf = useEntryField();
  const { draft, change, status, retry } = useFieldSave(
    fieldOf(target.siteId, target.entry, 'description', 'Description'),
  );
  return <RichTextEditor label="Description" value={draft} onChange={change} status={status} onRetry={retry} />;
}
