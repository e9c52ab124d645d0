/**
 * Records as CSV: the rows of an upload checked against the same limits as JSON input (the domain's
 * RecordInfoInputSchema), and a folder's records exported in the upload's own format with formula-like cells
 * neutralised (CSV_FORMULA_CELL), so the file opens safely in a spreadsheet and can be uploaded back.
 */
import Papa from 'papaparse';
import { Value } from '@sinclair/typebox/value';
import {
  CSV_ESCAPED_FORMULA,
  CSV_FORMULA_CELL,
  RecordInfoInputSchema,
  type Category,
  type Entry,
} from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';

export const CSV_TEXT_FIELDS = [
  'name',
  'recordValue',
  'recordDate',
  'yearStart',
  'yearEnd',
  'primaryInfo',
  'extraInfo',
] as const;

/** A cell as stored: trimmed, the export's formula escape removed. */
export const csvCell = (value: string): string => value.trim().replace(CSV_ESCAPED_FORMULA, '');

/** 400 naming the row and field when a row's record fields break the JSON input's limits. */
export function checkCsvRow(rowNumber: number, fields: Record<string, unknown>): void {
  const error = Value.Errors(RecordInfoInputSchema, fields).First();
  if (!error) return;
  const field = error.path.replace(/^\//, '');
  const max = (error.schema as { maxLength?: number }).maxLength;
  throw badRequest(
    max !== undefined
      ? `Row ${rowNumber}: ${field} is longer than ${max} characters.`
      : `Row ${rowNumber}: ${field} ${error.message.toLowerCase()}.`,
  );
}

/** The folder's records in their order, as CSV with the upload's headers. */
export function recordsCsv(category: Category, records: Entry[]): string {
  const labels = new Map(category.recordColumns.map((c) => [c.columnID, c.recordLabel]));
  const rows = records
    .filter((e) => e.recordInfo)
    .map((e) => {
      const info = e.recordInfo!;
      return {
        ...Object.fromEntries(CSV_TEXT_FIELDS.map((k) => [k, info[k] ?? ''])),
        description: info.description ?? '',
        column: labels.get(info.columnID) ?? info.columnID,
        customOrderIndex: info.customOrderIndex ?? '',
      };
    });
  return Papa.unparse(
    { fields: [...CSV_TEXT_FIELDS, 'description', 'column', 'customOrderIndex'], data: rows },
    { escapeFormulae: CSV_FORMULA_CELL },
  );
}
