import { useState } from 'react';
import { Field } from '../../../components/field';
import { presetRange, RANGE_PRESETS, rangeErrors, type DateRange } from '../lib/date-range';

/** Presets (last 7, 30, 90 days, 12 months) or two dates; a bad range is explained and not applied. */
export function RangePicker({ value, onChange }: { value: DateRange; onChange: (r: DateRange) => void }) {
  const [draft, setDraft] = useState(value);
  const errors = rangeErrors(draft);
  const set = (patch: Partial<DateRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (Object.keys(rangeErrors(next)).length === 0) onChange(next);
  };
  const active = RANGE_PRESETS.find((p) => {
    const r = presetRange(p.days);
    return r.startDate === value.startDate && r.endDate === value.endDate;
  });
  return (
    <div className="st-range">
      <div className="st-range__presets" role="group" aria-label="Date range presets">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="st-chip"
            aria-pressed={active?.id === p.id}
            onClick={() => {
              const r = presetRange(p.days);
              setDraft(r);
              onChange(r);
            }}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className="st-range__dates">
        <Field label="From" error={errors.startDate}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="date"
              className="st-input"
              value={draft.startDate}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => set({ startDate: e.target.value })}
            />
          )}
        </Field>
        <Field label="To" error={errors.endDate}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="date"
              className="st-input"
              value={draft.endDate}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => set({ endDate: e.target.value })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
