import type { Category } from '@laurel/domain';
import { Skeleton } from '@laurel/ui';
import { EditSlot, useEditMode } from '@laurel/ui/edit-slots';

export interface FolderHeadingProps {
  title?: string;
  subtitle?: string;
  loading?: boolean;
  /** The folder whose name and description these are (they are then edited in place in CMS mode). */
  edit?: { siteId: string; category: Category };
}

/** A page heading: the folder's name (never cut off) and its description. */
export function FolderHeading({ title, subtitle, loading, edit }: FolderHeadingProps) {
  const editing = useEditMode() && !!edit;
  const text = (field: 'categoryName' | 'categoryDescription', value: string | undefined) =>
    edit ? (
      <EditSlot name="folder-text" target={{ ...edit, field }}>
        {value}
      </EditSlot>
    ) : (
      value
    );
  return (
    <div className="ps-heading">
      {loading ? (
        <Skeleton width="40%" height="2.4em" />
      ) : (
        <>
          <h1 className="ps-heading__title">{text('categoryName', title)}</h1>
          {subtitle || editing ? <p className="ps-heading__subtitle">{text('categoryDescription', subtitle)}</p> : null}
        </>
      )}
    </div>
  );
}
