import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { ProgressBar } from '../workroom/workroom';
import { runSheetSave, type SaveProgress, type SheetSavers } from './run-save';
import { SaveReport, type SaveSummary } from './save-report';
import { canUndo, sheetChanges, type CellValues, type SheetColumn } from './sheet-model';
import { SheetFilters } from './sheet-filters';
import { SheetGrid, type MediaCells } from './sheet-grid';
import { useSetLive } from './use-set-live';
import { useSheet } from './use-sheet';

export interface SheetEditorProps {
  /** The grid's accessible name ("Profiles of Basketball"). */
  label: string;
  /** What one row is ("profile", "sub-folder", "record"). */
  noun: string;
  columns: readonly SheetColumn[];
  blankRow: () => CellValues;
  /** The saved rows; a newer copy replaces the sheet only while nothing is left unsaved in it. */
  docs: { id: string; values: CellValues }[] | undefined;
  savers: SheetSavers;
  /** More buttons for the toolbar (import). */
  extraActions?: ReactNode;
  /** How the 'media' columns show and pick their media. */
  mediaCells?: MediaCells;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * One spreadsheet of a workroom: toolbar (add, delete selected, undo, filters, save), the grid, and the save
 * with its progress bar and a per-row report. Edits stay in the browser until saved; leaving the page with
 * unsaved edits asks first.
 */
export function SheetEditor({
  label,
  noun,
  columns,
  blankRow,
  docs,
  savers,
  extraActions,
  mediaCells,
}: SheetEditorProps) {
  const sheet = useSheet(columns, blankRow);
  const { load } = sheet;
  const loadedFrom = useRef<SheetEditorProps['docs']>(undefined);
  const grid = useRef<DataGridHandle>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showFilters, setShowFilters] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const live = useSetLive(sheet, noun, savers.setLive, savers.onDone);
  const changes = useMemo(() => sheetChanges(sheet.state, columns), [sheet.state, columns]);
  const pending = changes.creates.length + changes.updates.length + changes.deletes.length;

  // The saved rows (re)load whenever the server's copy changes and nothing is left unsaved here.
  const clean = pending + changes.blocked.length === 0;
  useEffect(() => {
    if (docs && docs !== loadedFrom.current && clean) {
      loadedFrom.current = docs;
      load(docs);
    }
  }, [docs, clean, load]);
  useEffect(() => {
    if (pending + changes.blocked.length === 0) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending, changes.blocked.length]);
  // A new row: scroll to it and start typing in its first cell.
  useEffect(() => {
    const rowIdx = focusKey ? sheet.viewKeys.indexOf(focusKey) : -1;
    if (rowIdx < 0) return;
    grid.current?.setActivePosition({ idx: 2, rowIdx }, { enableEditor: true, shouldFocus: true });
    setFocusKey(null);
  }, [focusKey, sheet.viewKeys]);

  const save = async () => {
    setSummary(null);
    setProgress({ done: 0, total: pending, phase: 'Adding' });
    const outcomes = await runSheetSave(changes, savers, setProgress);
    sheet.applyOutcomes(outcomes);
    const names = new Map(sheet.state.rows.map((r) => [r.key, r.values[columns[0].key] || `New ${noun}`]));
    const failed = outcomes
      .filter((o) => !o.ok)
      .map((o) => ({ key: o.key, name: names.get(o.key) ?? o.key, message: o.message ?? 'Not saved' }));
    setSummary({ saved: outcomes.length - failed.length, failed, heldBack: changes.blocked.length });
    setProgress(null);
    savers.onDone?.();
  };
  const showRow = (key: string) => {
    const rowIdx = sheet.viewKeys.indexOf(key);
    if (rowIdx >= 0) grid.current?.setActivePosition({ idx: 2, rowIdx }, { shouldFocus: true });
  };

  return (
    <div className="wr-section">
      <div className="wr-toolbar">
        <button type="button" className="wr-button wr-button--secondary" onClick={() => setFocusKey(sheet.add()[0])}>
          Add {noun}
        </button>
        <button
          type="button"
          className="wr-button wr-button--secondary"
          disabled={selected.size === 0}
          onClick={() => {
            sheet.remove([...selected]);
            setSelected(new Set());
          }}
        >
          Delete selected{selected.size ? ` (${selected.size})` : ''}
        </button>
        {savers.setLive ? (
          <>
            <button
              type="button"
              className="wr-button wr-button--secondary"
              disabled={selected.size === 0 || live.busy || progress !== null}
              onClick={() => void live.run(selected, true)}
            >
              {live.busyLabel ?? `Publish selected${selected.size ? ` (${selected.size})` : ''}`}
            </button>
            <button
              type="button"
              className="wr-button wr-button--secondary"
              disabled={selected.size === 0 || live.busy || progress !== null}
              onClick={() => void live.run(selected, false)}
            >
              Unpublish selected{selected.size ? ` (${selected.size})` : ''}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="wr-button wr-button--secondary"
          disabled={!canUndo(sheet.state)}
          onClick={sheet.undo}
        >
          Undo
        </button>
        <button
          type="button"
          className="wr-button wr-button--secondary"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          Filter
        </button>
        {extraActions}
        <span className="wr-toolbar__grow" />
        <span className="wr-muted" role="status">
          {pending === 0 && changes.blocked.length === 0
            ? 'No unsaved changes'
            : `${plural(pending, 'change')} to save${changes.blocked.length ? `, ${plural(changes.blocked.length, 'row')} to fix first` : ''}`}
        </span>
        <button
          type="button"
          className="wr-button"
          disabled={pending === 0 || progress !== null || live.busy}
          onClick={() => void save()}
        >
          {progress ? 'Saving…' : pending ? `Save ${plural(pending, 'change')}` : 'Save'}
        </button>
      </div>
      <p className="sheet-help">
        Arrow keys and <kbd>Tab</kbd> move; type or press <kbd>Enter</kbd> to edit; <kbd>Ctrl</kbd>+<kbd>V</kbd> pastes
        a block copied from a spreadsheet (new rows are added past the end); <kbd>Delete</kbd> clears a cell;{' '}
        <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes. Click a column title to sort.
      </p>
      {showFilters ? (
        <SheetFilters
          columns={columns}
          filters={sheet.filters}
          onChange={sheet.setFilters}
          shown={sheet.viewKeys.length}
          total={sheet.state.rows.filter((r) => !r.deleted).length}
        />
      ) : null}
      {progress ? <ProgressBar done={progress.done} total={progress.total} label={`${progress.phase}…`} /> : null}
      {live.view}
      {summary ? <SaveReport summary={summary} onShow={showRow} onDismiss={() => setSummary(null)} /> : null}
      <SheetGrid
        mediaCells={mediaCells}
        sheet={sheet}
        columns={columns}
        label={label}
        selected={selected}
        onSelected={setSelected}
        gridRef={grid}
      />
    </div>
  );
}
