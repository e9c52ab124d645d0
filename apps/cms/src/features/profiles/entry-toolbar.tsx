import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { categoryPath } from '@laurel/domain';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DraftBadge } from '../../components/ui/draft-badge';
import { notify } from '../../components/ui/notices';
import { Panel, PanelSection } from '../../components/ui/panel';
import { SavedSelect } from '../../components/ui/saved-fields';
import { useContentDeleteEntryMutation } from '../../lib/content/api/content-endpoints';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { NoEditNotice } from '../../components/access/folder-access-note';
import { useEntryField, useEntryMedia } from '../../lib/content/use-entry-field';
import { MediaField } from '../../components/media-picker/media-field';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { useUndoDelete } from '../../lib/undo/use-undo-delete';

import { HistoryPanel, versionParam } from '../history';
import { ItemSchedule } from '../schedule';

const FIT = [
  { value: 'cover' as const, label: 'Fill the frame (crop the photo)' },
  { value: 'contain' as const, label: 'Show the whole photo' },
];

/** A profile's editing bar: Draft or published with one click to change it, photo settings, delete. */
export default function EntryToolbar({ target }: EditControlProps<'entry-toolbar'>) {
  const canEdit = useCanEdit(target.siteId);
  if (!canEdit(target.entry.categoryID)) return <NoEditNotice siteId={target.siteId} />;
  return <Toolbar target={target} />;
}

function Toolbar({ target }: Pick<EditControlProps<'entry-toolbar'>, 'target'>) {
  const { siteId, entry, category } = target;
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { newEntry?: boolean } | null;
  const linkedVersion = versionParam(location.search);
  const fieldOf = useEntryField();
  const media = useEntryMedia();
  const live = useFieldSave({ ...fieldOf(siteId, entry, 'isLive', 'Published', { refetch: true }), immediate: true });
  const [remove, removing] = useContentDeleteEntryMutation();
  const [panel, setPanel] = useState(false);
  const [history, setHistory] = useState(linkedVersion !== null);
  const [confirming, setConfirming] = useState(false);
  const undoDelete = useUndoDelete(siteId);
  const setLive = (isLive: boolean) => {
    live.change(isLive);
    notify(
      isLive ? 'The profile is published.' : 'The profile is unpublished: visitors no longer see it.',
      'success',
      async () => live.change(!isLive),
    );
  };
  const doRemove = async () => {
    const undo = undoDelete('entry', entry._id, category._id, category.entries);
    try {
      await remove({ siteId, id: entry._id }).unwrap();
      notify('The profile was deleted. An admin can restore it from Recently deleted.', 'success', undo);
      navigate(categoryPath(siteId, category._id));
    } catch {
      setConfirming(false);
    }
  };
  return (
    <div className="cms-bar" role="toolbar" aria-label="Profile">
      {live.draft ? <span className="cms-live">Published</span> : <DraftBadge />}
      <button type="button" className="ui-button ui-button--primary" onClick={() => setLive(!live.draft)}>
        {live.draft ? 'Unpublish' : 'Publish'}
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => {
          setHistory(false);
          setPanel(true);
        }}
      >
        Photo and background
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        aria-expanded={history}
        onClick={() => {
          setPanel(false);
          setHistory(true);
        }}
      >
        History
      </button>
      <ItemSchedule
        siteId={siteId}
        kind="entry"
        itemId={entry._id}
        folderId={entry.categoryID}
        name={`${entry.firstName} ${entry.lastName}`.trim() || 'This profile'}
        isLive={entry.isLive}
      />
      <button
        type="button"
        className="ui-button ui-button--ghost cms-button--danger-text"
        onClick={() => setConfirming(true)}
      >
        Delete…
      </button>
      {state?.newEntry ? (
        <span className="cms-bar__hint">New profile: type the name and details where they show.</span>
      ) : null}
      {panel ? (
        <Panel title="Photo and background" onClose={() => setPanel(false)}>
          <PanelSection title="Photos">
            <MediaField aspect={4 / 5} {...media.one(siteId, entry, 'headshot', 'Headshot')} />
            <SavedSelect options={FIT} {...fieldOf(siteId, entry, 'imageObjectFit', 'Photo fit')} />
          </PanelSection>
          <PanelSection title="Backgrounds">
            <MediaField aspect={16 / 9} {...media.one(siteId, entry, 'background', 'Page background')} />
            <MediaField aspect={0} {...media.one(siteId, entry, 'cardBackground', 'Card background')} />
          </PanelSection>
        </Panel>
      ) : null}
      {history ? (
        <HistoryPanel
          siteId={siteId}
          kind="entry"
          itemId={entry._id}
          openVersion={linkedVersion}
          name={`${entry.firstName} ${entry.lastName}`.trim() || entry.recordInfo?.name || 'this profile'}
          onClose={() => setHistory(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete this profile?"
          message="It leaves the site at once. An admin can restore it from Recently deleted."
          confirmLabel="Delete profile"
          busy={removing.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void doRemove()}
        />
      ) : null}
    </div>
  );
}
