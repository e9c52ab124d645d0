import type { EditControlProps } from '@laurel/ui/edit-slots';
import { InlineText } from '../../components/ui/inline-text';
import { useCategoryField } from '../../lib/content/use-category-field';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useFieldSave } from '../../lib/saves/use-field-save';

const LABELS = { categoryName: 'Folder name', categoryDescription: 'Folder description' } as const;

/** The folder's name or description in its heading, typed where visitors read it. */
export default function FolderText({ target, children }: EditControlProps<'folder-text'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.category._id)) return <>{children}</>;
  return <Editable target={target} />;
}

function Editable({ target }: Pick<EditControlProps<'folder-text'>, 'target'>) {
  const fieldOf = useCategoryField();
  const { siteId, category, field } = target;
  const { draft, change, status, retry } = useFieldSave(fieldOf(siteId, category, field, LABELS[field]));
  return (
    <InlineText
      label={LABELS[field]}
      value={draft}
      onChange={change}
      status={status}
      onRetry={retry}
      multiline={field === 'categoryDescription'}
      placeholder={field === 'categoryDescription' ? 'Add a description (optional)' : 'Folder name'}
    />
  );
}
