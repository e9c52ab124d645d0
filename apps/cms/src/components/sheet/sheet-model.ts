/**
 * The spreadsheet editor's state, pure and framework-free: rows of text cells (new, changed, deleted), an
 * undo history, pasting a block, and the change set a save sends. Every cell is text; each sheet turns its
 * columns into API fields itself (profile-sheet.ts, folder-sheet.ts, record-sheet.ts).
 */
export type CellValues = Record<string, string>;

export interface SheetColumn {
  key: string;
  name: string;
  width?: number;
  /**
   * 'choice' shows a list of `options`; 'readonly' cannot be edited (counts, photos); 'media' holds a media id,
   * chosen in the media picker (the grid's `mediaCells`), cleared with Delete, never typed or pasted.
   */
  kind: 'text' | 'longtext' | 'date' | 'choice' | 'readonly' | 'media';
  options?: readonly string[];
  /** What is wrong with a value, in words, or null when it can be saved. */
  problem?: (value: string, row: CellValues) => string | null;
  /** Turns typed or pasted text into the cell's value ('yes' → 'Published'); defaults to trimming. */
  normalise?: (text: string) => string;
}

export interface RowResult {
  ok: boolean;
  message?: string;
}

export interface SheetRow {
  /** Stable key in the sheet (the document id, or `new-N`). */
  key: string;
  /** The document id; null until a new row is saved. */
  id: string | null;
  values: CellValues;
  /** The saved values (null for a new row). */
  saved: CellValues | null;
  deleted: boolean;
  result?: RowResult;
}

export interface SheetState {
  rows: SheetRow[];
  /** Earlier `rows`, most recent last (at most UNDO_LIMIT). */
  history: SheetRow[][];
  /** Moves on when rows are added, removed or reloaded (not on cell edits): views re-sort and re-filter then. */
  structure: number;
  nextNew: number;
}

export const UNDO_LIMIT = 200;

export function loadSheet(docs: readonly { id: string; values: CellValues }[]): SheetState {
  return {
    rows: docs.map((d) => ({ key: d.id, id: d.id, values: d.values, saved: d.values, deleted: false })),
    history: [],
    structure: 0,
    nextNew: 1,
  };
}

const remember = (state: SheetState): SheetRow[][] => [...state.history, state.rows].slice(-UNDO_LIMIT);

export interface CellUpdate {
  key: string;
  column: string;
  value: string;
}

/** Sets cells (one undo step); updates of unknown rows are ignored, and nothing changes when no value does. */
export function setCells(state: SheetState, updates: readonly CellUpdate[]): SheetState {
  const byKey = new Map<string, CellValues>();
  for (const u of updates) {
    const row = state.rows.find((r) => r.key === u.key);
    if (!row) continue;
    const values = byKey.get(u.key) ?? { ...row.values };
    values[u.column] = u.value;
    byKey.set(u.key, values);
  }
  let changed = false;
  const rows = state.rows.map((r) => {
    const values = byKey.get(r.key);
    if (!values || Object.keys(values).every((k) => values[k] === r.values[k])) return r;
    changed = true;
    return { ...r, values, result: undefined };
  });
  return changed ? { ...state, rows, history: remember(state) } : state;
}

/** Adds new rows at the end (one undo step); returns the state and the new rows' keys. */
export function addRows(state: SheetState, values: readonly CellValues[]): { state: SheetState; keys: string[] } {
  const keys = values.map((_, i) => `new-${state.nextNew + i}`);
  const rows = [
    ...state.rows,
    ...values.map((v, i): SheetRow => ({ key: keys[i], id: null, values: v, saved: null, deleted: false })),
  ];
  return {
    state: { rows, history: remember(state), structure: state.structure + 1, nextNew: state.nextNew + values.length },
    keys,
  };
}

/** Marks rows deleted (new rows simply go); one undo step. */
export function deleteRows(state: SheetState, keys: readonly string[]): SheetState {
  const gone = new Set(keys);
  const rows = state.rows
    .filter((r) => !(gone.has(r.key) && r.id === null))
    .map((r) => (gone.has(r.key) ? { ...r, deleted: true, result: undefined } : r));
  return { ...state, rows, history: remember(state), structure: state.structure + 1 };
}

export const canUndo = (state: SheetState): boolean => state.history.length > 0;

export function undo(state: SheetState): SheetState {
  if (!canUndo(state)) return state;
  const rows = state.history[state.history.length - 1];
  return { ...state, rows, history: state.history.slice(0, -1), structure: state.structure + 1 };
}

/**
 * Pastes a block of text cells with its top-left at view row `rowIndex`, column `colIndex` of `columns`:
 * rows follow the view's order, read-only columns are skipped, and rows past the end become new rows.
 */
export function pasteBlock(
  state: SheetState,
  viewKeys: readonly string[],
  columns: readonly SheetColumn[],
  rowIndex: number,
  colIndex: number,
  block: readonly (readonly string[])[],
  blankRow: () => CellValues,
): SheetState {
  const extra = Math.max(0, rowIndex + block.length - viewKeys.length);
  const added = extra > 0 ? addRows(state, Array.from({ length: extra }, blankRow)) : { state, keys: [] };
  const keys = [...viewKeys, ...added.keys];
  const updates: CellUpdate[] = [];
  block.forEach((line, r) => {
    line.forEach((text, c) => {
      const column = columns[colIndex + c];
      if (!column || column.kind === 'readonly' || column.kind === 'media') return;
      updates.push({ key: keys[rowIndex + r], column: column.key, value: (column.normalise ?? trim)(text) });
    });
  });
  const next = setCells(added.state, updates);
  // Adding rows and filling them is one step for undo.
  return extra > 0 ? { ...next, history: state.history.concat([state.rows]).slice(-UNDO_LIMIT) } : next;
}

const trim = (text: string) => text.trim();

/** The fields of a row that differ from what is saved (all filled fields of a new row). */
export function changedColumns(row: SheetRow): string[] {
  if (!row.saved) return Object.keys(row.values).filter((k) => row.values[k] !== '');
  return Object.keys(row.values).filter((k) => row.values[k] !== (row.saved?.[k] ?? ''));
}

export const isChanged = (row: SheetRow): boolean => row.deleted || !row.saved || changedColumns(row).length > 0;

/** Each problem of a row's values, by column key. */
export function rowProblems(row: SheetRow, columns: readonly SheetColumn[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (row.deleted) return out;
  for (const c of columns) {
    const p = c.problem?.(row.values[c.key] ?? '', row.values);
    if (p) out[c.key] = p;
  }
  return out;
}

export interface SheetChanges {
  creates: SheetRow[];
  updates: { row: SheetRow; columns: string[] }[];
  deletes: SheetRow[];
  /** Changed rows left out because a value cannot be saved. */
  blocked: SheetRow[];
}

export function sheetChanges(state: SheetState, columns: readonly SheetColumn[]): SheetChanges {
  const out: SheetChanges = { creates: [], updates: [], deletes: [], blocked: [] };
  for (const row of state.rows) {
    if (row.deleted) {
      if (row.id) out.deletes.push(row);
      continue;
    }
    if (!isChanged(row)) continue;
    if (Object.keys(rowProblems(row, columns)).length > 0) out.blocked.push(row);
    else if (!row.id) out.creates.push(row);
    else out.updates.push({ row, columns: changedColumns(row) });
  }
  return out;
}

export interface SaveOutcome {
  key: string;
  ok: boolean;
  /** The new document's id (a created row). */
  id?: string;
  message?: string;
}

/**
 * Takes in what a save did: saved rows keep their values as the saved ones, created rows get their id,
 * rows deleted for real leave; failed rows keep their edits and say why. Undo history starts again.
 */
export function applySaveOutcomes(state: SheetState, outcomes: readonly SaveOutcome[]): SheetState {
  const byKey = new Map(outcomes.map((o) => [o.key, o]));
  const rows: SheetRow[] = [];
  for (const row of state.rows) {
    const o = byKey.get(row.key);
    if (!o) rows.push(row);
    else if (!o.ok) rows.push({ ...row, result: { ok: false, message: o.message ?? 'Not saved' } });
    else if (row.deleted) continue;
    else rows.push({ ...row, id: row.id ?? o.id ?? null, saved: row.values, result: { ok: true } });
  }
  return { ...state, rows, history: [], structure: state.structure + 1 };
}

/**
 * Takes in a change saved outside the sheet (Publish selected): each row's saved `column` becomes `value`, and
 * so does its cell unless the editor changed that cell and has not saved it yet. No undo step.
 */
export function setSavedValue(state: SheetState, keys: readonly string[], column: string, value: string): SheetState {
  const wanted = new Set(keys);
  const rows = state.rows.map((r) => {
    if (!wanted.has(r.key) || !r.saved) return r;
    const edited = r.values[column] !== r.saved[column];
    return {
      ...r,
      saved: { ...r.saved, [column]: value },
      values: edited ? r.values : { ...r.values, [column]: value },
    };
  });
  return { ...state, rows };
}
