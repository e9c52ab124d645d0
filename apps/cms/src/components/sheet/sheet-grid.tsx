import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  DataGrid,
  renderTextEditor,
  SelectColumn,
  type Column,
  type DataGridHandle,
  type RenderEditCellProps,
} from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { changedColumns, rowProblems, type SheetColumn, type SheetRow } from './sheet-model';
import { parseClipboardBlock } from './tsv';
import type { Sheet } from './use-sheet';
import './sheet.css';

/** A grid row: the cells' text plus the row's key (column keys never start with '$'). */
type GridRow = Record<string, string> & { $key: string };
const STATUS = '$status';

function statusOf(row: SheetRow, columns: readonly SheetColumn[]): { text: string; tone: string; detail?: string } {
  if (row.result && !row.result.ok) return { text: 'Not saved', tone: 'failed', detail: row.result.message };
  const problems = Object.values(rowProblems(row, columns));
  if (problems.length) return { text: `${problems.length} to fix`, tone: 'problem', detail: problems.join(' · ') };
  if (!row.id) return { text: 'New', tone: 'new' };
  if (changedColumns(row).length) return { text: 'Changed', tone: 'changed' };
  if (row.result?.ok) return { text: 'Saved', tone: 'saved' };
  return { text: '', tone: 'none' };
}

function ChoiceEditor({
  row,
  column,
  onRowChange,
  options,
}: RenderEditCellProps<GridRow> & { options: readonly string[] }) {
  return (
    <select
      className="sheet-choice"
      autoFocus
      value={row[column.key]}
      aria-label={typeof column.name === 'string' ? column.name : column.key}
      onChange={(e) => onRowChange({ ...row, [column.key]: e.target.value }, true)}
    >
      {options.includes(row[column.key]) ? null : <option value={row[column.key]}>{row[column.key]}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}

/** How a sheet shows and picks the media of its 'media' columns (the cell holds the media id). */
export interface MediaCells {
  /** The cell's content for a media id ('' = none). */
  show: (id: string) => ReactNode;
  /** The picker, open for one cell: `onPick` with the chosen media's id. */
  picker: (title: string, onPick: (id: string) => void, onClose: () => void) => ReactNode;
}

/**
 * The spreadsheet: react-data-grid (virtualised rows and columns, keyboard navigation like a spreadsheet,
 * cell editors) over a sheet's state. Adds block paste from a spreadsheet (from the active cell, new rows
 * past the end), copy, Delete to clear a cell, Ctrl/⌘+Z to undo, and a status column saying what changed,
 * what needs fixing and what failed to save and why.
 */
export function SheetGrid({
  sheet,
  columns,
  label,
  selected,
  onSelected,
  gridRef,
  mediaCells,
}: {
  mediaCells?: MediaCells;
  sheet: Sheet;
  columns: readonly SheetColumn[];
  label: string;
  selected: ReadonlySet<string>;
  onSelected: (keys: Set<string>) => void;
  gridRef?: React.Ref<DataGridHandle>;
}) {
  const { state, viewKeys } = sheet;
  const cache = useRef(new WeakMap<SheetRow, GridRow>());
  const [picking, setPicking] = useState<{ key: string; column: SheetColumn; name: string } | null>(null);
  const byKey = useMemo(() => new Map(state.rows.map((r) => [r.key, r])), [state.rows]);
  const rows = useMemo(
    () =>
      viewKeys.flatMap((k) => {
        const r = byKey.get(k);
        if (!r || r.deleted) return [];
        let g = cache.current.get(r);
        if (!g) {
          g = { ...r.values, $key: r.key };
          cache.current.set(r, g);
        }
        return [g];
      }),
    [viewKeys, byKey],
  );

  const gridColumns = useMemo((): Column<GridRow>[] => {
    const status: Column<GridRow> = {
      key: STATUS,
      name: 'Status',
      width: 120,
      frozen: true,
      renderCell: ({ row }) => {
        const sheetRow = byKey.get(row.$key);
        if (!sheetRow) return null;
        const s = statusOf(sheetRow, columns);
        return (
          <span className={`sheet-status sheet-status--${s.tone}`} title={s.detail}>
            {s.text}
            {s.detail ? <span className="wr-visually-hidden">: {s.detail}</span> : null}
          </span>
        );
      },
    };
    const data = columns.map((c): Column<GridRow> => ({
      key: c.key,
      name: c.name,
      width: c.width,
      minWidth: 80,
      resizable: true,
      sortable: true,
      frozen: c.key === columns[0]?.key,
      editable: c.kind !== 'readonly' && c.kind !== 'media',
      cellClass: (row) => {
        const r = byKey.get(row.$key);
        if (!r) return undefined;
        if (c.problem?.(row[c.key] ?? '', r.values)) return 'sheet-cell--problem';
        return r.saved && (r.saved[c.key] ?? '') !== (row[c.key] ?? '') ? 'sheet-cell--changed' : undefined;
      },
      renderCell: ({ row, tabIndex }) => {
        if (c.kind === 'media' && mediaCells) {
          const id = row[c.key] ?? '';
          const name = byKey.get(row.$key)?.values[columns[0].key] || 'the new row';
          return (
            <span className="sheet-media">
              {mediaCells.show(id)}
              <button
                type="button"
                className="sheet-media__choose"
                tabIndex={tabIndex}
                aria-label={`${id ? 'Change' : 'Choose'} the ${c.name.toLowerCase()} of ${name}`}
                onClick={() => setPicking({ key: row.$key, column: c, name })}
              >
                {id ? 'Change…' : 'Choose…'}
              </button>
            </span>
          );
        }
        const problem = c.problem?.(row[c.key] ?? '', byKey.get(row.$key)?.values ?? {});
        return (
          <span className="sheet-cell" title={problem ?? undefined}>
            {row[c.key]}
            {problem ? <span className="wr-visually-hidden"> ({problem})</span> : null}
          </span>
        );
      },
      renderEditCell:
        c.kind === 'readonly'
          ? undefined
          : c.kind === 'choice'
            ? (p) => <ChoiceEditor {...p} options={c.options ?? []} />
            : renderTextEditor,
    }));
    return [SelectColumn, status, ...data];
  }, [columns, byKey, mediaCells]);

  const columnIndex = (key: string) => columns.findIndex((c) => c.key === key);

  return (
    <>
      {picking && mediaCells
        ? mediaCells.picker(
            `${picking.column.name} of ${picking.name}`,
            (id) => {
              sheet.edit([{ key: picking.key, column: picking.column.key, value: id }]);
              setPicking(null);
            },
            () => setPicking(null),
          )
        : null}
      <DataGrid
        ref={gridRef}
        className="sheet-grid"
        aria-label={label}
        columns={gridColumns}
        rows={rows}
        rowKeyGetter={(r) => r.$key}
        rowHeight={36}
        headerRowHeight={40}
        selectedRows={selected}
        onSelectedRowsChange={onSelected}
        sortColumns={sheet.sort}
        onSortColumnsChange={(s) => sheet.setSort(s.slice(-1))}
        defaultColumnOptions={{ resizable: true }}
        rowClass={(row) => {
          const r = byKey.get(row.$key);
          return r?.result && !r.result.ok ? 'sheet-row--failed' : undefined;
        }}
        onRowsChange={(next, { indexes, column }) => {
          const c = columns.find((x) => x.key === column.key);
          if (!c) return;
          sheet.edit(
            indexes.map((i) => ({
              key: next[i].$key,
              column: c.key,
              value: (c.normalise ?? ((t: string) => t.trim()))(next[i][c.key] ?? ''),
            })),
          );
        }}
        onCellKeyDown={(args, event: KeyboardEvent<HTMLDivElement> & { preventGridDefault: () => void }) => {
          if (args.mode !== 'ACTIVE') return;
          const mod = event.ctrlKey || event.metaKey;
          if (mod && !event.shiftKey && event.key.toLowerCase() === 'z') {
            event.preventGridDefault();
            event.preventDefault();
            sheet.undo();
            return;
          }
          const c = args.column && columns.find((x) => x.key === args.column!.key);
          if (c && c.kind !== 'readonly' && args.row && (event.key === 'Delete' || event.key === 'Backspace')) {
            event.preventGridDefault();
            event.preventDefault();
            sheet.edit([{ key: args.row.$key, column: c.key, value: '' }]);
          }
        }}
        onCellCopy={({ row, column }, event) => {
          event.clipboardData.setData('text/plain', row[column.key] ?? '');
          event.preventDefault();
        }}
        onCellPaste={({ row, column }, event) => {
          event.preventDefault();
          const block = parseClipboardBlock(event.clipboardData.getData('text/plain'));
          const col = columnIndex(column.key);
          if (block.length > 0 && col >= 0) sheet.paste(viewKeys.indexOf(row.$key), col, block);
          return row;
        }}
      />
    </>
  );
}
