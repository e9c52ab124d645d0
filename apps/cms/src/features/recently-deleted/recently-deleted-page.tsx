import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  categoryPath,
  entryPath,
  homePath,
  mediaLibraryPath,
  settingsPath,
  type RecentlyDeletedItem,
  type RestoreReply,
} from '@laurel/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Workroom, WorkroomMessage } from '../../components/workroom/workroom';
import { DeletedFilters } from './deleted-filters';
import { DeletedTable } from './deleted-table';
import { deletedApi } from './deleted-endpoints';
import { contentsText, filterDeleted, TYPE_LABELS, type DeletedTypeFilter, type DeletedWhen } from './deleted-filter';

type Outcome = { tone: 'success' | 'error'; text: string; link?: { to: string; label: string } };

function restoredLink(siteId: string, item: RecentlyDeletedItem, reply: RestoreReply): Outcome['link'] {
  switch (item.documentType) {
    case 'category':
      return { to: categoryPath(siteId, item.documentId), label: 'Open the folder' };
    case 'entry':
      return reply.into
        ? { to: entryPath(siteId, reply.into.categoryID, item.documentId), label: 'Open the profile' }
        : undefined;
    case 'media':
      return { to: mediaLibraryPath(siteId), label: 'Open the media library' };
    case 'castScreen':
      return { to: settingsPath(siteId, 'rocketcast'), label: 'Open cast screens' };
  }
}

function restoredText(item: RecentlyDeletedItem, reply: RestoreReply): string {
  const what = `${TYPE_LABELS[item.documentType].one} “${item.name}”`;
  const contents = contentsText(item);
  if (item.documentType === 'entry' && reply.into && reply.into.categoryName === 'Restored Profiles')
    return `Restored ${what} into “Restored Profiles”: its folder no longer exists. Visitors do not see that folder; move the profile where it belongs.`;
  if (item.documentType === 'entry' && reply.into) return `Restored ${what} into “${reply.into.categoryName}”.`;
  return `Restored ${what}${contents ? ` ${contents}` : ''}.`;
}

/**
 * `/recentlyDeleted/{siteId}` (admins; no editing chrome, SPEC §2): what was deleted, by type and date, with
 * search; restore by type and id (a folder with its contents; a profile whose folder is gone goes to
 * 'Restored Profiles'); delete for good after a confirmation.
 */
export default function RecentlyDeletedPage() {
  const { siteId = '' } = useParams();
  const { data: items = [], isLoading, isError } = deletedApi.useDeletedListQuery(siteId);
  const [restore] = deletedApi.useDeletedRestoreMutation();
  const [purge, purging] = deletedApi.useDeletedPurgeMutation();
  const [type, setType] = useState<DeletedTypeFilter>('all');
  const [when, setWhen] = useState<DeletedWhen>('any');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RecentlyDeletedItem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const shown = useMemo(() => filterDeleted(items, { type, when, text }), [items, type, when, text]);

  const onRestore = async (item: RecentlyDeletedItem) => {
    setBusy(item.documentId);
    try {
      const reply = await restore({ siteId, documentType: item.documentType, documentId: item.documentId }).unwrap();
      setOutcome({ tone: 'success', text: restoredText(item, reply), link: restoredLink(siteId, item, reply) });
    } catch (err) {
      const message = (err as { data?: { message?: string } })?.data?.message;
      setOutcome({ tone: 'error', text: message ?? `“${item.name}” could not be restored. Try again.` });
    } finally {
      setBusy(null);
    }
  };
  const onPurge = async (item: RecentlyDeletedItem) => {
    try {
      await purge({ siteId, documentType: item.documentType, documentId: item.documentId }).unwrap();
      setOutcome({ tone: 'success', text: `Deleted ${TYPE_LABELS[item.documentType].one} “${item.name}” for good.` });
    } catch (err) {
      const message = (err as { data?: { message?: string } })?.data?.message;
      setOutcome({ tone: 'error', text: message ?? `“${item.name}” could not be deleted. Try again.` });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Workroom
      title="Recently deleted"
      lead="Folders, profiles, media and cast screens deleted from this site. Restoring puts a folder back with everything that was deleted with it."
      back={{ to: homePath(siteId), label: 'Back to the site' }}
    >
      {outcome ? (
        <WorkroomMessage tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}{' '}
          {outcome.link ? (
            <Link className="wr-link" to={outcome.link.to}>
              {outcome.link.label}
            </Link>
          ) : null}
        </WorkroomMessage>
      ) : null}
      <section className="wr-section" aria-label="Deleted items">
        <DeletedFilters
          items={items}
          type={type}
          when={when}
          text={text}
          onType={setType}
          onWhen={setWhen}
          onText={setText}
        />
        <DeletedTable
          items={shown}
          loading={isLoading}
          failed={isError}
          filtered={items.length > 0}
          busyId={busy}
          onRestore={(i) => void onRestore(i)}
          onPurge={setConfirming}
        />
      </section>
      {confirming ? (
        <ConfirmDialog
          title="Delete for good?"
          message={`“${confirming.name}”${contentsText(confirming) ? ` ${contentsText(confirming)}` : ''} will be deleted for good. This cannot be undone.`}
          confirmLabel="Delete for good"
          busy={purging.isLoading}
          onConfirm={() => void onPurge(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Workroom>
  );
}
