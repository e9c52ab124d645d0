import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useGetStylingQuery } from '@laurel/api-client';
import { bulkCategoryEditorPath, folderOrder, sortedFolderNotice } from '@laurel/domain';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { DraftBadge } from '../../components/ui/draft-badge';
import { useCategoryField } from '../../lib/content/use-category-field';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { NoEditNotice } from '../../components/access/folder-access-note';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { HistoryPanel, versionParam } from '../history';
import { ItemSchedule } from '../schedule';
import { FolderSettingsPanel } from './folder-settings-panel';
import { useAddFolder } from './use-add-folder';
import { useAddProfile } from './use-add-profile';

/**
 * A folder page's editing bar: its state (Draft or published) with one click to change it, the settings
 * panel, adding a profile (opened at once, to fill in) or a sub-folder (named at once), and the bulk editor.
 */
export default function FolderToolbar({ target }: EditControlProps<'folder-toolbar'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.category._id)) return <NoEditNotice siteId={target.siteId} />;
  return <Toolbar target={target} />;
}

function Toolbar({ target }: Pick<EditControlProps<'folder-toolbar'>, 'target'>) {
  const { siteId, category } = target;
  const fieldOf = useCategoryField();
  const live = useFieldSave({
    ...fieldOf(siteId, category, 'isLive', 'Published', { refetch: true }),
    immediate: true,
  });
  const addFolder = useAddFolder(siteId, category._id);
  const addProfile = useAddProfile(siteId, category);
  const [panel, setPanel] = useState(false);
  const linkedVersion = versionParam(useLocation().search);
  const [history, setHistory] = useState(linkedVersion !== null);
  const isRecords = category.layout === 'RecordsLayout';
  const { data: site } = useGetStylingQuery(siteId);
  // Why a sorted folder has no drag handles, and where to change it.
  const sortNotice =
    !isRecords && target.entries.length > 1 ? sortedFolderNotice(folderOrder(category, site?.categoryPage)) : null;
  return (
    <div className="cms-bar" role="toolbar" aria-label="Folder">
      <span className="cms-bar__label">Editing this folder</span>
      {live.draft ? <span className="cms-live">Published</span> : <DraftBadge />}
      <button type="button" className="ui-button ui-button--secondary" onClick={() => live.change(!live.draft)}>
        {live.draft ? 'Unpublish' : 'Publish'}
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => {
          setHistory(false);
          setPanel(true);
        }}
        aria-expanded={panel}
      >
        Folder settings
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => {
          setPanel(false);
          setHistory(true);
        }}
        aria-expanded={history}
      >
        History
      </button>
      <ItemSchedule
        siteId={siteId}
        kind="category"
        itemId={category._id}
        folderId={category._id}
        name={category.categoryName}
        isLive={category.isLive}
      />
      {isRecords ? null : (
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => void addProfile.add()}
          disabled={addProfile.busy}
        >
          {addProfile.busy ? 'Adding profile…' : 'Add profile'}
        </button>
      )}
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => void addFolder.start()}
        disabled={addFolder.busy}
      >
        Add sub-folder
      </button>
      {isRecords ? null : (
        <Link className="ui-button ui-button--secondary" to={bulkCategoryEditorPath(siteId, category._id)}>
          Bulk edit
        </Link>
      )}
      {sortNotice ? (
        <p className="cms-bar__note" role="note">
          {sortNotice}
        </p>
      ) : null}
      {addFolder.dialog}
      {panel ? <FolderSettingsPanel siteId={siteId} category={category} onClose={() => setPanel(false)} /> : null}
      {history ? (
        <HistoryPanel
          siteId={siteId}
          kind="category"
          itemId={category._id}
          openVersion={linkedVersion}
          name={category.categoryName}
          onClose={() => setHistory(false)}
        />
      ) : null}
    </div>
  );
}
