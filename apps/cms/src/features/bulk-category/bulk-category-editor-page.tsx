import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { useGetCategoryQuery, useGetStylingQuery, type AppDispatch } from '@laurel/api-client';
import { categoryPath } from '@laurel/domain';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { ImportDialog } from '../profile-import';
import { SheetEditor } from '../../components/sheet/sheet-editor';
import { Workroom, WorkroomMessage } from '../../components/workroom/workroom';
import { blankFolder, FOLDER_COLUMNS, folderValues } from './folder-sheet';
import { blankProfile, profileColumns, profileValues } from '../../lib/profile-sheet';
import { refreshContent, useFolderSavers, useProfileSavers } from './use-savers';

/**
 * `/bulkCategoryEditor/{siteId}/{categoryId}` (signed in; no editing chrome, SPEC §2): a folder's profiles
 * and sub-folders as spreadsheets, saved in chunks with progress and a per-row report, and the spreadsheet
 * import of profiles (with a zip of photos). Editors limited to some folders open only theirs (the API refuses the rest too).
 */
export default function BulkCategoryEditorPage() {
  const { siteId = '', categoryId = '' } = useParams();
  const dispatch = useDispatch<AppDispatch>();
  const { data, isLoading, isError } = useGetCategoryQuery({ siteId, categoryId, cms: true });
  const { data: site } = useGetStylingQuery(siteId);
  const canEdit = useCanEdit(siteId);
  const [tab, setTab] = useState<'profiles' | 'folders'>('profiles');
  // ?import=1 (an empty folder's "Import from a spreadsheet") opens the importer at once.
  const [search] = useSearchParams();
  const [importing, setImporting] = useState(search.has('import'));
  const profileCols = useMemo(() => profileColumns(site?.categoryPage.labels), [site?.categoryPage.labels]);
  const profileDocs = useMemo(
    () => data?.entries.filter((e) => !e.recordInfo).map((e) => ({ id: e._id, values: profileValues(e) })),
    [data],
  );
  const existing = useMemo(
    () =>
      data?.entries
        .filter((e) => !e.recordInfo)
        .map((e) => ({
          id: e._id,
          firstName: e.firstName,
          lastName: e.lastName,
          isLive: e.isLive,
          photoName: e.headshot?.metadata.name,
        })),
    [data],
  );
  const folderDocs = useMemo(() => data?.subCategories.map((c) => ({ id: c._id, values: folderValues(c) })), [data]);
  const profileSavers = useProfileSavers(siteId, categoryId);
  const folderSavers = useFolderSavers(siteId, categoryId);
  const name = data?.category.categoryName ?? 'Folder';
  const back = { to: categoryPath(siteId, categoryId), label: `Back to ${name}` };

  if (isLoading)
    return (
      <Workroom title="Bulk editor" back={back}>
        {null}
      </Workroom>
    );
  if (isError || !data)
    return (
      <Workroom title="Bulk editor" back={back}>
        <WorkroomMessage tone="error">This folder could not be opened. It may have been deleted.</WorkroomMessage>
      </Workroom>
    );
  if (!canEdit(categoryId))
    return (
      <Workroom title={`Bulk editor: ${name}`} back={back}>
        <WorkroomMessage tone="error">
          You can edit only the folders an admin gave you, and this is not one of them.
        </WorkroomMessage>
      </Workroom>
    );
  return (
    <Workroom
      wide
      title={`Bulk editor: ${name}`}
      lead="Edit many profiles and sub-folders at once, like a spreadsheet. Nothing changes for visitors until you save."
      back={back}
    >
      <fieldset className="wr-segments wr-segments--start">
        <legend>Sheet</legend>
        <label className="wr-segment">
          <input type="radio" name="sheet" checked={tab === 'profiles'} onChange={() => setTab('profiles')} />
          Profiles ({profileDocs?.length ?? 0})
        </label>
        <label className="wr-segment">
          <input type="radio" name="sheet" checked={tab === 'folders'} onChange={() => setTab('folders')} />
          Sub-folders ({folderDocs?.length ?? 0})
        </label>
      </fieldset>
      {/* Both sheets stay mounted so switching keeps unsaved edits. */}
      <div hidden={tab !== 'profiles'}>
        <SheetEditor
          label={`Profiles of ${name}`}
          noun="profile"
          columns={profileCols}
          blankRow={blankProfile}
          docs={profileDocs}
          savers={{ ...profileSavers, onDone: () => dispatch(refreshContent()) }}
          extraActions={
            <button type="button" className="wr-button wr-button--secondary" onClick={() => setImporting(true)}>
              Import from a spreadsheet
            </button>
          }
        />
      </div>
      <div hidden={tab !== 'folders'}>
        <SheetEditor
          label={`Sub-folders of ${name}`}
          noun="sub-folder"
          columns={FOLDER_COLUMNS}
          blankRow={blankFolder}
          docs={folderDocs}
          savers={{ ...folderSavers, onDone: () => dispatch(refreshContent()) }}
        />
      </div>
      {importing ? (
        <ImportDialog
          siteId={siteId}
          categoryId={categoryId}
          columns={profileCols}
          existing={existing ?? []}
          onClose={(imported) => {
            setImporting(false);
            if (imported) dispatch(refreshContent());
          }}
        />
      ) : null}
    </Workroom>
  );
}
