import { useCallback, useMemo, useRef, useState } from 'react';
import {
  addRows,
  applySaveOutcomes,
  deleteRows,
  loadSheet,
  pasteBlock,
  setCells,
  setSavedValue,
  undo,
  type CellUpdate,
  type CellValues,
  type SaveOutcome,
  type SheetColumn,
  type SheetState,
} from './sheet-model';
import { viewOrder, type SortColumn } from './view-order';

/** The editor's state and its operations for one sheet, with the view (sort, filters) worked out. */
export function useSheet(columns: readonly SheetColumn[], blankRow: () => CellValues) {
  const [state, setState] = useState<SheetState>(() => loadSheet([]));
  const [sort, setSort] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const rowsRef = useRef(state.rows);
  rowsRef.current = state.rows;
  // Re-sorted and re-filtered when rows come or go, or the view changes; not on each edit (see viewOrder).
  const viewKeys = useMemo(
    () => viewOrder(rowsRef.current, columns, sort, filters),
    [state.structure, columns, sort, filters],
  );
  const viewKeysRef = useRef(viewKeys);
  viewKeysRef.current = viewKeys;

  // A reload moves `structure` on from the sheet it replaces, so the view is worked out again.
  const load = useCallback(
    (docs: { id: string; values: CellValues }[]) =>
      setState((s) => ({ ...loadSheet(docs), structure: s.structure + 1 })),
    [],
  );
  const edit = useCallback((updates: CellUpdate[]) => setState((s) => setCells(s, updates)), []);
  const add = useCallback(
    (count = 1) => {
      let keys: string[] = [];
      setState((s) => {
        const next = addRows(s, Array.from({ length: count }, blankRow));
        keys = next.keys;
        return next.state;
      });
      return keys;
    },
    [blankRow],
  );
  const remove = useCallback((keys: string[]) => setState((s) => deleteRows(s, keys)), []);
  const paste = useCallback(
    (rowIndex: number, colIndex: number, block: string[][]) =>
      setState((s) => pasteBlock(s, viewKeysRef.current, columns, rowIndex, colIndex, block, blankRow)),
    [columns, blankRow],
  );
  const undoLast = useCallback(() => setState(undo), []);
  const applyOutcomes = useCallback((outcomes: SaveOutcome[]) => setState((s) => applySaveOutcomes(s, outcomes)), []);
  const markSaved = useCallback(
    (keys: string[], column: string, value: string) => setState((s) => setSavedValue(s, keys, column, value)),
    [],
  );
  return {
    state,
    viewKeys,
    sort,
    setSort,
    filters,
    setFilters,
    load,
    edit,
    add,
    remove,
    paste,
    undo: undoLast,
    applyOutcomes,
    markSaved,
  };
}
export type Sheet = ReturnType<typeof useSheet>;
