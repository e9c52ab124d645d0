/**
 * Adding records from a CSV file, the pure part: refuse files that are not CSV or hold no records, guess
 * which board column each CSV column fills, and check every row like the records sheet checks its cells.
 */
import type { RecordColumn } from '@laurel/domain';
import { SKIP, type FieldHints, type ImportField, type Table } from '../../components/table-import/import-plan';
import type { SheetColumn } from '../../components/sheet/sheet-model';

const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header words (lower case, no spaces or punctuation) that name each record field. */
export function recordHints(column: RecordColumn): FieldHints {
  const label = squash(column.recordLabel ?? '');
  return {
    name: ['name', 'recordname', 'athlete', 'athletes', 'holder', 'recordholder', 'team', 'who', 'title'],
    recordValue: ['value', 'record', 'recordvalue', 'time', 'mark', 'score', 'result', ...(label ? [label] : [])],
    isLive: ['published', 'live', 'status', 'visible'],
    recordDate: ['date', 'recorddate', 'when', 'dateset'],
    yearStart: ['from', 'fromyear', 'yearstart', 'year', 'start'],
    yearEnd: ['to', 'toyear', 'yearend', 'end', 'until'],
    primaryInfo: ['details', 'detail', 'event', 'primaryinfo', 'info'],
    extraInfo: ['moredetails', 'extrainfo', 'extra', 'notes'],
    description: ['description', 'about', 'story'],
  };
}

/** A record row needs a name (the sheet's Name cell says the same). */
export const recordRequired = (values: Record<string, string>) =>
  values.name?.trim() ? null : 'Name: A record needs a name';

const CSV_TYPES = [
  '',
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
];

/**
 * What is wrong with a chosen file before it is parsed, or null: not a CSV (by name, type or binary bytes)
 * or empty. The message names the file and says what to do.
 */
export function csvFileProblem(name: string, type: string, text: string): string | null {
  const csvName = /\.(csv|txt)$/i.test(name);
  if (!csvName || !CSV_TYPES.includes(type) || text.includes('\u0000'))
    return `“${name}” is not a CSV file. Save the sheet as CSV (comma-separated values) and choose it again.`;
  if (!text.replace(/^\uFEFF/, '').trim()) return `“${name}” is empty. Nothing was added.`;
  return null;
}

/** What is wrong with a parsed file, or null: no records under the header line, or no column that matches. */
export function tableProblem(
  name: string,
  table: Table,
  mapping: readonly ImportField[],
  columns: readonly SheetColumn[],
): string | null {
  if (!table.rows.some((r) => r.some((c) => c.trim())))
    return `“${name}” has a header line but no records under it. Nothing was added.`;
  if (mapping.every((m) => m === SKIP))
    return `None of the columns of “${name}” (${table.headers.join(', ')}) match this board’s columns (${columns
      .map((c) => c.name)
      .join(', ')}). Choose below which column fills which, or rename the headers and choose the file again.`;
  return null;
}
