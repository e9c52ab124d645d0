import { useEffect, useId, useState } from 'react';
import type { Entry } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useEntryField } from '../../lib/content/use-entry-field';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { fromDraft, toDraft, type DateDraft } from './date-text';

/**
 * A profile date: a full date, or only the year (SPEC §5 shows 1 January as the year alone). What cannot be
 * read as a date is not saved and says why.
 */
export function DateField({
  siteId,
  entry,
  field,
  label,
  yearFirst = false,
}: {
  siteId: string;
  entry: Entry;
  field: 'eventDate' | 'graduationDate';
  label: string;
  /** An empty date is typed as a year (a class year); "Year only" can be unticked for a full date. */
  yearFirst?: boolean;
}) {
  const id = useId();
  const fieldOf = useEntryField();
  const saved = useFieldSave(fieldOf(siteId, entry, field, label));
  const [draft, setDraft] = useState<DateDraft>(() => toDraft(saved.draft, yearFirst));
  useEffect(() => {
    if (saved.status === 'idle') setDraft((d) => (saved.draft || !d.text ? toDraft(saved.draft, d.yearOnly) : d));
  }, [saved.draft, saved.status]);
  const update = (next: DateDraft) => {
    setDraft(next);
    const stored = fromDraft(next);
    if (stored !== null && stored !== saved.draft) saved.change(stored);
  };
  const unreadable = fromDraft(draft) === null;
  return (
    <span className="cms-date">
      <label className="ui-visually-hidden" htmlFor={id}>
        {label}
      </label>
      {draft.yearOnly ? (
        <input
          id={id}
          className="cms-inline cms-inline--year"
          inputMode="numeric"
          placeholder="Year"
          value={draft.text}
          onChange={(e) => update({ ...draft, text: e.target.value })}
          aria-invalid={unreadable}
        />
      ) : (
        <input
          id={id}
          className="cms-inline"
          type="date"
          value={draft.text}
          onChange={(e) => update({ ...draft, text: e.target.value })}
          aria-invalid={unreadable}
        />
      )}
      <label className="cms-date__year">
        <input
          type="checkbox"
          checked={draft.yearOnly}
          onChange={(e) =>
            update({
              yearOnly: e.target.checked,
              text: e.target.checked ? draft.text.slice(0, 4) : draft.text && `${draft.text.slice(0, 4)}-01-01`,
            })
          }
        />
        Year only
      </label>
      {unreadable ? (
        <span className="cms-save-mark" role="alert">
          {draft.yearOnly ? 'Type a year such as 1998: not saved yet' : 'This is not a date: not saved yet'}
        </span>
      ) : null}
      <SaveMark status={saved.status} onRetry={saved.retry} />
    </span>
  );
}
