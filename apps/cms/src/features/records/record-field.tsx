import { useState } from 'react';
import { recordValueProblem, type Entry, type RecordInfo, type RecordType } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { recordsApi } from './records-endpoints';

type Field = 'name' | 'recordValue' | 'extraInfo' | 'yearStart' | 'yearEnd';

/**
 * One value of a record, typed in its board cell. The board re-ranks once the value is saved (not at every
 * keystroke, so the row being typed in does not jump away). The value is checked against the column's type: what
 * cannot be read is not saved, and the cell says what it expected.
 */
export function RecordField({
  siteId,
  entry,
  field,
  label,
  type,
  width,
}: {
  siteId: string;
  entry: Entry;
  field: Field;
  label: string;
  type?: RecordType;
  width?: string;
}) {
  const [patch] = recordsApi.useRecordsPatchRecordMutation();
  const info = entry.recordInfo as RecordInfo;
  const saved = useFieldSave<string>({
    key: `record:${entry._id}:${field}`,
    label: `${label} of ${info.name || 'a record'}`,
    value: info[field] ?? '',
    send: (v) => patch({ siteId, entryId: entry._id, patch: { [field]: v } }).unwrap(),
  });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? saved.draft;
  const problem = type ? recordValueProblem(shown, type) : null;
  return (
    <span className="cms-record-field">
      <input
        className={`cms-inline${problem ? ' cms-inline--failed' : ''}`}
        aria-label={label}
        aria-invalid={!!problem}
        value={shown}
        style={width ? { width } : undefined}
        placeholder={label}
        onChange={(e) => {
          const v = e.target.value;
          if (type && recordValueProblem(v, type)) return setText(v);
          setText(null);
          saved.change(v);
        }}
      />
      {problem ? (
        <span className="cms-save-mark" role="alert">
          {problem} Not saved.
        </span>
      ) : null}
      <SaveMark status={saved.status} onRetry={saved.retry} />
    </span>
  );
}
