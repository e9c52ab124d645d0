import { Fragment } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useGetCategoryTreeQuery, type RootState } from '@laurel/api-client';
import { editableFolders, type EditableFolder } from './editable-folders';
import './access.css';

/** The folders a limited editor may edit, from the session's folder list and the site's editing tree; null: all. */
export function useEditableFolders(siteId: string): EditableFolder[] | null | undefined {
  const categories = useSelector((s: RootState) => s.session.editableCategories);
  const limited = !categories.includes('*');
  const { data: tree } = useGetCategoryTreeQuery({ siteId, cms: true }, { skip: !limited });
  if (!limited) return null;
  return tree ? editableFolders(siteId, tree, categories) : undefined;
}

/** "Football, Track" as links to each folder's page. */
export function FolderLinks({ folders, className }: { folders: EditableFolder[]; className?: string }) {
  return (
    <>
      {folders.map((f, i) => (
        <Fragment key={f.id}>
          {i > 0 ? ', ' : null}
          <Link className={className} to={f.path}>
            {f.name}
          </Link>
        </Fragment>
      ))}
    </>
  );
}

const NONE = 'You have no folders to edit yet: ask an admin of this site to choose some for you.';

/**
 * In the editing bar, for an editor limited to some folders: which they may edit, one click from each (an
 * "Editing" switch with nothing to edit on Home said nothing). Nothing for users with every folder.
 */
export function FolderAccessNote({ siteId }: { siteId: string }) {
  const folders = useEditableFolders(siteId);
  if (!folders) return null;
  return (
    <p className="cms-chrome__access" data-testid="editable-folders">
      {folders.length === 0 ? (
        NONE
      ) : (
        <>
          You can edit: <FolderLinks folders={folders} className="cms-chrome__access-link" />
        </>
      )}
    </p>
  );
}

/** On a folder a limited editor may not edit (in place of its editing bar): says so, and where they may. */
export function NoEditNotice({ siteId }: { siteId: string }) {
  const folders = useEditableFolders(siteId);
  if (!folders) return null;
  return (
    <div className="cms-bar cms-bar--notice" role="note" aria-label="Editing">
      <p className="cms-bar__notice">
        You can’t edit this folder.{' '}
        {folders.length === 0 ? (
          NONE
        ) : (
          <>
            You can edit: <FolderLinks folders={folders} />.
          </>
        )}
      </p>
    </div>
  );
}
