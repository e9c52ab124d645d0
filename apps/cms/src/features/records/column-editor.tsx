import { useId, useState } from 'react';
import { Link } from 'react-router';
import { bulkRecordItemsEditorPath, MESSAGES, type Category, type RecordColumn } from '@laurel/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/notices';
import { SaveMark } from '../../components/ui/save-mark';
import { useCache } from '../../lib/content/use-cache';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { recordsApi } from './records-endpoints';

const TYPES = [
  { value: 'number', label: 'Number' },
  { value: 'Time', label: 'Time' },
  { value: 'Imperial', label: 'Feet and inches' },
  { value: 'WinLoss', label: 'Wins - losses - draws' },
] as const;
const SORTS = [
  { value: 'Descending', label: 'Highest first' },
  { value: 'Ascending', label: 'Lowest first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'custom', label: 'My own order (drag)' },
] as const;

type Key = 'recordLabel' | 'recordUnits' | 'recordType' | 'recordSortDirection';

function useColumnField<K extends Key>(
  siteId: string,
  category: Category,
  column: RecordColumn,
  key: K,
  immediate = false,
) {
  const [patch] = recordsApi.useRecordsPatchColumnMutation();
  const apply = useCache();
  return useFieldSave<RecordColumn[K]>({
    key: `column:${column.columnID}:${key}`,
    label: `${key === 'recordLabel' ? 'Name' : 'Setting'} of the column ${column.recordLabel}`,
    value: column[key],
    immediate,
    apply: (v) =>
      apply({
        kind: 'category',
        id: category._id,
        patch: {
          recordColumns: category.recordColumns.map((c) => (c.columnID === column.columnID ? { ...c, [key]: v } : c)),
        },
      }),
    send: (v) => patch({ siteId, categoryId: category._id, columnId: column.columnID, patch: { [key]: v } }).unwrap(),
  });
}

/** A board's column: its name, units, value type and order, edited above the board; delete asks first. */
export function ColumnEditor({
  siteId,
  category,
  column,
}: {
  siteId: string;
  category: Category;
  column: RecordColumn;
}) {
  const id = useId();
  const label = useColumnField(siteId, category, column, 'recordLabel');
  const units = useColumnField(siteId, category, column, 'recordUnits');
  const type = useColumnField(siteId, category, column, 'recordType', true);
  const sort = useColumnField(siteId, category, column, 'recordSortDirection', true);
  const [remove, removing] = recordsApi.useRecordsDeleteColumnMutation();
  const [confirming, setConfirming] = useState(false);
  const doRemove = async () => {
    try {
      // The API deletes the column's records first, then the column (SPEC §4).
      await remove({ siteId, categoryId: category._id, columnId: column.columnID }).unwrap();
    } catch {
      notify(MESSAGES.columnDeleteError, 'error');
    }
    setConfirming(false);
  };
  return (
    <div className="cms-column" role="group" aria-label={`Column ${label.draft || 'without a name'}`}>
      <input
        className="cms-inline cms-column__label"
        aria-label="Column name"
        value={label.draft}
        placeholder="Column name"
        onChange={(e) => label.change(e.target.value)}
      />
      <SaveMark status={label.status} onRetry={label.retry} />
      <label className="cms-column__setting" htmlFor={`${id}-units`}>
        Units
        <input
          id={`${id}-units`}
          className="cms-input cms-input--small"
          value={units.draft}
          placeholder="e.g. pts"
          onChange={(e) => units.change(e.target.value)}
        />
      </label>
      <label className="cms-column__setting" htmlFor={`${id}-type`}>
        Values
        <select
          id={`${id}-type`}
          className="cms-input cms-input--small"
          value={type.draft}
          onChange={(e) => type.change(e.target.value as RecordColumn['recordType'])}
        >
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="cms-column__setting" htmlFor={`${id}-sort`}>
        Order
        <select
          id={`${id}-sort`}
          className="cms-input cms-input--small"
          value={sort.draft}
          onChange={(e) => sort.change(e.target.value as RecordColumn['recordSortDirection'])}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <Link
        className="ui-button ui-button--ghost"
        to={bulkRecordItemsEditorPath(siteId, category._id, column.columnID)}
        aria-label={`Bulk edit ${label.draft || 'this column'}`}
      >
        Bulk edit
      </Link>
      <button
        type="button"
        className="ui-button ui-button--ghost cms-button--danger-text"
        onClick={() => setConfirming(true)}
      >
        Delete column…
      </button>
      {confirming ? (
        <ConfirmDialog
          title={`Delete the column ${column.recordLabel}?`}
          message="Its records are deleted first, then the column. An admin can restore the records from Recently deleted."
          confirmLabel="Delete column"
          busy={removing.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void doRemove()}
        />
      ) : null}
    </div>
  );
}
