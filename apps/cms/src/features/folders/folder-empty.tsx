import { Link } from 'react-router';
import { bulkCategoryEditorPath } from '@laurel/domain';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useAddProfile } from './use-add-profile';

/**
 * An empty folder, for someone who may edit it: the next step (add the first profile, or import a
 * spreadsheet of them) instead of the visitors' "Nothing has been published here yet." A records folder has
 * its own board editor, and others see the visitors' message.
 */
export default function FolderEmpty({ target, children }: EditControlProps<'folder-empty'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.category._id) || target.category.layout === 'RecordsLayout') return <>{children}</>;
  return <Empty target={target} />;
}

function Empty({ target }: Pick<EditControlProps<'folder-empty'>, 'target'>) {
  const { siteId, category } = target;
  const addProfile = useAddProfile(siteId, category);
  return (
    <div className="ps-empty cms-empty" role="region" aria-label="Empty folder">
      <p>There is nobody in {category.categoryName} yet. Add the first profile, or import a spreadsheet of them.</p>
      <div className="cms-empty__actions">
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => void addProfile.add()}
          disabled={addProfile.busy}
        >
          {addProfile.busy ? 'Adding profile…' : 'Add profile'}
        </button>
        <Link
          className="ui-button ui-button--secondary"
          to={`${bulkCategoryEditorPath(siteId, category._id)}?import=1`}
        >
          Import from a spreadsheet
        </Link>
      </div>
      <p className="cms-empty__note">
        Visitors see “Nothing has been published here yet.” until a profile is published.
      </p>
    </div>
  );
}
