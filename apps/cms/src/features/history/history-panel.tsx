import { useState } from 'react';
import type { VersionItemKind, VersionSummary } from '@laurel/domain';
import { notify } from '../../components/ui/notices';
import { Panel } from '../../components/ui/panel';
import { useHistoryListQuery, useHistoryRestoreMutation, type HistoryItem } from './history-endpoints';
import { VersionDiff } from './version-diff';
import '../../components/history.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const WHAT: Record<VersionItemKind, string> = { entry: 'profile', category: 'folder', site: 'site' };

/** The version a link asks to open (`?version=` from the activity log), if any. */
export const versionParam = (search: string): string | null => new URLSearchParams(search).get('version');

/**
 * An item's history beside the page: each saved version (newest first: who, when, what changed), compared
 * with the item now on demand, and put back with one click (the restore is kept as a new version).
 */
export function HistoryPanel({
  name,
  onClose,
  openVersion = null,
  ...item
}: HistoryItem & { name: string; onClose: () => void; openVersion?: string | null }) {
  const { data, isLoading, isError } = useHistoryListQuery(item, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<string | null>(openVersion);
  const [restore, restoring] = useHistoryRestoreMutation();
  const doRestore = async (v: VersionSummary) => {
    try {
      await restore({ ...item, versionId: v._id }).unwrap();
      setOpen(null);
      notify(`Restored the version of ${when.format(new Date(v.at))}. The restore is kept in the history too.`);
    } catch {
      // The base query shows what went wrong.
    }
  };
  return (
    <Panel title={`History: ${name}`} onClose={onClose}>
      {isLoading ? <p className="cms-field__hint">Loading the history…</p> : null}
      {isError ? <p className="cms-field__hint">The history could not be loaded. Close and open it again.</p> : null}
      {data && data.length === 0 ? (
        <p className="cms-field__hint">
          No saved versions yet: every save of this {WHAT[item.kind]} from now on keeps one.
        </p>
      ) : null}
      <ol className="cms-history" aria-label="Versions, newest first">
        {(data ?? []).map((v, i) => (
          <li key={v._id} className="cms-history__item" aria-label={`${v.summary}, ${when.format(new Date(v.at))}`}>
            <p className="cms-history__what">
              {v.summary}
              {i === 0 ? <span className="cms-history__now"> · now</span> : null}
            </p>
            <p className="cms-history__meta">
              <time dateTime={v.at}>{when.format(new Date(v.at))}</time> · {v.by}
            </p>
            <div className="cms-dialog-actions cms-dialog-actions--start">
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-expanded={open === v._id}
                onClick={() => setOpen(open === v._id ? null : v._id)}
              >
                {open === v._id ? 'Hide comparison' : 'Compare with now'}
              </button>
              {i === 0 ? null : (
                <button
                  type="button"
                  className="ui-button ui-button--primary"
                  disabled={restoring.isLoading}
                  onClick={() => void doRestore(v)}
                >
                  Restore this version
                </button>
              )}
            </div>
            {open === v._id ? <VersionDiff {...item} versionId={v._id} what={WHAT[item.kind]} /> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
