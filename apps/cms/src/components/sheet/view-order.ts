import type { CellValues, SheetColumn, SheetRow } from './sheet-model';

export interface SortColumn {
  columnKey: string;
  direction: 'ASC' | 'DESC';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows whose every filtered column contains its filter text (case-insensitive). */
export function matchesFilters(values: CellValues, filters: Record<string, string>): boolean {
  return Object.entries(filters).every(([key, text]) => {
    const wanted = text.trim().toLowerCase();
    return !wanted || (values[key] ?? '').toLowerCase().includes(wanted);
  });
}

/**
 * The keys of the rows the grid shows, in order: not deleted, matching the filters, sorted (numbers in text
 * compare as numbers; blanks last). Worked out when sorting, filters or the set of rows change, not on each
 * edit, so a row being typed in does not jump away.
 */
export function viewOrder(
  rows: readonly SheetRow[],
  columns: readonly SheetColumn[],
  sort: readonly SortColumn[],
  filters: Record<string, string>,
): string[] {
  const shown = rows.filter((r) => !r.deleted && (r.id === null || matchesFilters(r.values, filters)));
  const known = sort.filter((s) => columns.some((c) => c.key === s.columnKey));
  if (known.length === 0) return shown.map((r) => r.key);
  const sorted = shown
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      for (const s of known) {
        const x = a.r.values[s.columnKey] ?? '';
        const y = b.r.values[s.columnKey] ?? '';
        if (x === '' || y === '') {
          if (x !== y) return x === '' ? 1 : -1;
          continue;
        }
        const c = collator.compare(x, y);
        if (c !== 0) return s.direction === 'ASC' ? c : -c;
      }
      return a.i - b.i;
    });
  return sorted.map(({ r }) => r.key);
}
