/**
 * Importing profiles from a spreadsheet, the pure part: guess which column is which field, turn rows into
 * profiles (checked like the bulk editor checks its cells), and match them with the folder's profiles so that
 * importing the same file again updates them instead of adding duplicates.
 */
import { guessProfileColumns, splitFullName } from '@laurel/domain';
import type { CellValues, SheetColumn } from '../sheet/sheet-model';

/** A profile field a spreadsheet column can fill, or 'photo' (a file name in the zip of photos). */
export type ImportField = string;
export const PHOTO = 'photo';
/** One "Name" column, split into first and last name. */
export const FULL_NAME = 'fullName';
export const SKIP = '';

export interface Table {
  headers: string[];
  rows: string[][];
}

export interface ImportRow {
  /** The spreadsheet line (the header is line 1). */
  line: number;
  values: CellValues;
  photo: string;
  /** What keeps the row out (no name; a value that cannot be saved in a strict column). */
  problems: string[];
  /** Values left out while the row is imported ("'abc' is not a year or a date; imported without Class of"). */
  notes: string[];
}

/** Header words that name each field (lower case, without spaces or punctuation). */
export type FieldHints = Record<string, readonly string[]>;

const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field each header most likely fills: the column names the site uses first, then the hints. */
export function guessMapping(
  headers: readonly string[],
  columns: readonly SheetColumn[],
  hints: FieldHints,
): ImportField[] {
  const taken = new Set<string>();
  return headers.map((h) => {
    const key = squash(h);
    const byName = columns.find((c) => c.kind !== 'readonly' && squash(c.name) === key)?.key;
    const byHint = Object.keys(hints).find((f) => hints[f].includes(key));
    const field = byName ?? byHint ?? SKIP;
    if (!field || taken.has(field)) return SKIP;
    taken.add(field);
    return field;
  });
}

/** The profile field of each column: the site's own field names, then the headers schools use (@laurel/domain). */
export function guessProfileMapping(headers: readonly string[], columns: readonly SheetColumn[]): ImportField[] {
  const siteNames = Object.fromEntries(columns.filter((c) => c.kind !== 'readonly').map((c) => [c.key, c.name]));
  return guessProfileColumns(headers, siteNames);
}

/** The headers of the columns that fill nothing (in file order; an empty header as "Column N"). */
export const unmappedColumns = (headers: readonly string[], mapping: readonly ImportField[]): string[] =>
  headers.flatMap((h, i) => (mapping[i] ? [] : [h || `Column ${i + 1}`]));

const noName = (v: CellValues) => (!v.firstName && !v.lastName ? 'No name' : null);

/**
 * Rows as profiles: blank lines dropped, values normalised and checked by the sheet's columns. A bad value in a
 * `lenient` column is left out (the field keeps its blank value) and noted; in any other column it keeps the
 * row out.
 */
export function importRows(
  table: Table,
  mapping: readonly ImportField[],
  columns: readonly SheetColumn[],
  blank: () => CellValues,
  required: (values: CellValues) => string | null = noName,
  lenient: (column: SheetColumn) => boolean = () => false,
): ImportRow[] {
  const out: ImportRow[] = [];
  const blankValues = blank();
  table.rows.forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const values = blank();
    let photo = '';
    mapping.forEach((field, col) => {
      const raw = (cells[col] ?? '').trim();
      if (field === PHOTO) photo = raw;
      else if (field === FULL_NAME) Object.assign(values, raw ? splitFullName(raw) : {});
      else if (field) {
        const column = columns.find((c) => c.key === field);
        values[field] = raw && column?.normalise ? column.normalise(raw) : raw;
      }
    });
    const problems: string[] = [];
    const notes: string[] = [];
    const missing = required(values);
    if (missing) problems.push(missing);
    for (const c of columns) {
      const v = values[c.key] ?? '';
      const problem = v ? c.problem?.(v, values) : null;
      if (!problem) continue;
      if (lenient(c)) {
        values[c.key] = blankValues[c.key] ?? '';
        const what = c.kind === 'date' ? 'is not a year or a date' : `is not ${problem}`;
        notes.push(`'${v}' ${what}; imported without ${c.name}`);
      } else problems.push(`${c.name}: ${problem}`);
    }
    out.push({ line: i + 2, values, photo, problems, notes });
  });
  return out;
}

export const nameKey = (first: string, last: string) => `${first.trim().toLowerCase()}|${last.trim().toLowerCase()}`;

export interface ImportPlan {
  create: ImportRow[];
  update: { row: ImportRow; id: string }[];
  /** Rows not imported: a problem, or a second row for the same person. */
  skipped: { row: ImportRow; reason: string }[];
}

/** Which rows add profiles and which update the folder's profiles of the same name (first + last). */
export function planImport(
  rows: readonly ImportRow[],
  existing: readonly { id: string; firstName: string; lastName: string }[],
): ImportPlan {
  const byName = new Map(existing.map((e) => [nameKey(e.firstName, e.lastName), e.id]));
  const seen = new Map<string, number>();
  const plan: ImportPlan = { create: [], update: [], skipped: [] };
  for (const row of rows) {
    if (row.problems.length) {
      plan.skipped.push({ row, reason: row.problems.join('; ') });
      continue;
    }
    const key = nameKey(row.values.firstName ?? '', row.values.lastName ?? '');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      plan.skipped.push({ row, reason: `The same person as row ${earlier}` });
      continue;
    }
    seen.set(key, row.line);
    const id = byName.get(key);
    if (id) plan.update.push({ row, id });
    else plan.create.push(row);
  }
  return plan;
}

/** The zip entry for a row's photo: matched by file name, ignoring folders and case. */
export const photoKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

export interface PhotoPlan {
  /** Rows whose photo is in the zip and not yet the profile's photo. */
  upload: { row: ImportRow; id: string | null; file: File }[];
  /** Rows whose profile already has this photo (by file name): nothing to do, nothing to report. */
  attached: number;
  /** Rows naming a photo that is neither in the zip nor already the profile's. */
  missing: ImportRow[];
}

/**
 * What happens to each row's photo: uploaded from the zip, already attached (a re-import, with or without the
 * zip), or missing. `attachedNames` holds the file name of each existing profile's photo, by profile id.
 */
export function photoPlan(
  plan: ImportPlan,
  photos: ReadonlyMap<string, File>,
  attachedNames: ReadonlyMap<string, string>,
): PhotoPlan {
  const out: PhotoPlan = { upload: [], attached: 0, missing: [] };
  const rows = [...plan.create.map((row) => ({ row, id: null as string | null })), ...plan.update];
  for (const { row, id } of rows) {
    if (!row.photo) continue;
    const key = photoKey(row.photo);
    const current = id ? attachedNames.get(id) : undefined;
    const file = photos.get(key);
    if (current !== undefined && photoKey(current) === key) out.attached += 1;
    else if (file) out.upload.push({ row, id, file });
    else out.missing.push(row);
  }
  return out;
}
