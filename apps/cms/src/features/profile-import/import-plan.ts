/**
 * Importing profiles from a spreadsheet, the pure part: guess which column is which field, turn rows into
 * profiles (checked like the bulk editor checks its cells), and match them with the folder's profiles so that
 * importing the same file again updates them instead of adding duplicates.
 */
import type { CellValues, SheetColumn } from '../sheet/sheet-model';

/** A profile field a spreadsheet column can fill, or 'photo' (a file name in the zip of photos). */
export type ImportField = string;
export const PHOTO = 'photo';
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
  problems: string[];
}

/** Header words that name each field (lower case, without spaces or punctuation). */
export type FieldHints = Record<string, readonly string[]>;
const HINTS: FieldHints = {
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  isLive: ['published', 'live', 'status', 'visible'],
  activity: ['activity', 'sport', 'sports', 'activities'],
  type: ['type', 'category', 'role', 'award'],
  graduationDate: ['graduationdate', 'graduation', 'classof', 'class', 'gradyear', 'year'],
  eventDate: ['eventdate', 'inducted', 'induction', 'inductiondate', 'inductionyear', 'date'],
  description: ['description', 'bio', 'biography', 'about', 'story', 'notes'],
  [PHOTO]: ['photo', 'image', 'picture', 'headshot', 'photofile', 'file', 'filename'],
};

const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field each header most likely fills: exact hint first, then the column names the site uses. */
export function guessMapping(
  headers: readonly string[],
  columns: readonly SheetColumn[],
  hints: FieldHints = HINTS,
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

const noName = (v: CellValues) => (!v.firstName && !v.lastName ? 'No name' : null);

/** Rows as profiles: blank lines dropped, values normalised and checked by the sheet's columns. */
export function importRows(
  table: Table,
  mapping: readonly ImportField[],
  columns: readonly SheetColumn[],
  blank: () => CellValues,
  required: (values: CellValues) => string | null = noName,
): ImportRow[] {
  const out: ImportRow[] = [];
  table.rows.forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const values = blank();
    let photo = '';
    mapping.forEach((field, col) => {
      const raw = (cells[col] ?? '').trim();
      if (field === PHOTO) photo = raw;
      else if (field) {
        const column = columns.find((c) => c.key === field);
        values[field] = raw && column?.normalise ? column.normalise(raw) : raw;
      }
    });
    const problems: string[] = [];
    const missing = required(values);
    if (missing) problems.push(missing);
    for (const c of columns) {
      const v = values[c.key] ?? '';
      const problem = v ? c.problem?.(v, values) : null;
      if (problem) problems.push(`${c.name}: ${problem}`);
    }
    out.push({ line: i + 2, values, photo, problems });
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
      plan.skipped.push({ row, reason: `The same person as line ${earlier}` });
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
