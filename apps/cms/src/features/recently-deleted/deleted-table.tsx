import type { RecentlyDeletedItem } from '@laurel/domain';
import { contentsText, TYPE_LABELS } from './deleted-filter';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The deleted items, newest first: name (and what a folder took with it), type, when, by whom, actions. */
export function DeletedTable({
  items,
  loading,
  failed,
  filtered,
  busyId,
  onRestore,
  onPurge,
}: {
  items: readonly RecentlyDeletedItem[];
  loading: boolean;
  failed: boolean;
  /** There are deleted items, but none matches the filters. */
  filtered: boolean;
  busyId: string | null;
  onRestore: (item: RecentlyDeletedItem) => void;
  onPurge: (item: RecentlyDeletedItem) => void;
}) {
  if (loading) {
    return (
      <div aria-busy="true" aria-label="Loading deleted items">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="wr-skeleton" style={{ margin: '14px 0', width: `${70 - i * 10}%` }} />
        ))}
      </div>
    );
  }
  if (failed)
    return (
      <p className="wr-empty" role="alert">
        The deleted items could not be loaded. Reload the page to try again.
      </p>
    );
  if (items.length === 0)
    return (
      <p className="wr-empty">
        {filtered ? 'Nothing deleted matches these filters.' : 'Nothing has been deleted from this site.'}
      </p>
    );
  return (
    <table className="wr-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Deleted</th>
          <th scope="col">By</th>
          <th scope="col">
            <span className="wr-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.documentType}-${item.documentId}`} data-testid="deleted-row">
            <th scope="row">
              {item.name || '(no name)'}
              {contentsText(item) ? <div className="wr-muted wr-table__detail">{contentsText(item)}</div> : null}
            </th>
            <td>
              <span className="wr-badge">{TYPE_LABELS[item.documentType].one}</span>
            </td>
            <td>
              <time dateTime={item.deletedAt}>{when.format(new Date(item.deletedAt))}</time>
            </td>
            <td className="wr-muted">{item.deletedBy}</td>
            <td>
              <div className="wr-table__actions">
                <button
                  type="button"
                  className="wr-button wr-button--small"
                  disabled={busyId === item.documentId}
                  onClick={() => onRestore(item)}
                  aria-label={`Restore ${item.name}`}
                >
                  {busyId === item.documentId ? 'Restoring…' : 'Restore'}
                </button>
                <button
                  type="button"
                  className="wr-button wr-button--small wr-button--quiet-danger"
                  onClick={() => onPurge(item)}
                  aria-label={`Delete for good: ${item.name}`}
                >
                  Delete for good
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
