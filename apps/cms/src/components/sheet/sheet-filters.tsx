import type { SheetColumn } from './sheet-model';

/** A "contains" filter per column, and how many rows show. */
export function SheetFilters({
  columns,
  filters,
  onChange,
  shown,
  total,
}: {
  columns: readonly SheetColumn[];
  filters: Record<string, string>;
  onChange: (f: Record<string, string>) => void;
  shown: number;
  total: number;
}) {
  const active = Object.values(filters).some((v) => v.trim());
  return (
    <div className="wr-section" role="search" aria-label="Filter rows">
      <div className="sheet-summary">
        <strong>
          Showing {shown} of {total} rows
        </strong>
        {active ? (
          <button type="button" className="wr-link" onClick={() => onChange({})}>
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="sheet-filters">
        {columns.map((c) => (
          <label key={c.key} className="wr-field">
            <span className="wr-field__label">{c.name} contains</span>
            <input
              className="wr-input"
              type="search"
              value={filters[c.key] ?? ''}
              onChange={(e) => onChange({ ...filters, [c.key]: e.target.value })}
            />
          </label>
        ))}
      </div>
    </div>
  );
}
