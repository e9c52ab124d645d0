import { useMemo, useState } from 'react';
import type { RecordColumn } from '@laurel/domain';
import { Dialog } from '@laurel/ui';
import { ImportMapping } from '../../components/table-import/import-mapping';
import { guessMapping, importRows, type ImportField, type Table } from '../../components/table-import/import-plan';
import { readTable } from '../../components/table-import/read-files';
import { runSheetSave, type SaveProgress, type SheetSavers } from '../../components/sheet/run-save';
import type { SheetColumn, SheetRow } from '../../components/sheet/sheet-model';
import { ProgressBar } from '../../components/workroom/workroom';
import { blankRecord } from './record-sheet';
import { csvFileProblem, recordHints, recordRequired, tableProblem } from './records-csv';
import { RecordsCsvPreview, RecordsCsvReportView, type RecordsCsvReport } from './records-csv-preview';
import '../../components/table-import/import.css';
import './records-csv.css';

/**
 * Add records to one column of a records board from a CSV file: choose the file, check the guessed columns
 * and the preview (a value the column's record type cannot read is shown with its problem and not sent),
 * add them with the bulk save (150 a request, each request all or nothing), read what was added.
 */
export function RecordsCsvDialog(props: {
  column: RecordColumn;
  columns: readonly SheetColumn[];
  savers: SheetSavers;
  onClose: (added: boolean) => void;
}) {
  const { column, columns, savers, onClose } = props;
  const [file, setFile] = useState<{ name: string; table: Table } | null>(null);
  const [mapping, setMapping] = useState<ImportField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [report, setReport] = useState<RecordsCsvReport | null>(null);

  const rows = useMemo(
    () => (file ? importRows(file.table, mapping, columns, blankRecord, recordRequired) : []),
    [file, mapping, columns],
  );
  const problem = file ? tableProblem(file.name, file.table, mapping, columns) : null;
  const ready = problem ? [] : rows.filter((r) => r.problems.length === 0);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(null);
    const wrong = csvFileProblem(chosen.name, chosen.type, await chosen.text());
    if (wrong) return setError(wrong);
    try {
      const table = await readTable(chosen);
      setError(null);
      setFile({ name: chosen.name, table });
      setMapping(guessMapping(table.headers, columns, recordHints(column)));
    } catch (err) {
      setError(err instanceof Error ? err.message : `“${chosen.name}” could not be read as CSV.`);
    }
  };
  const save = async () => {
    const sheetRows = ready.map((r): SheetRow => ({
      key: String(r.line),
      id: null,
      values: r.values,
      saved: null,
      deleted: false,
    }));
    setProgress({ done: 0, total: sheetRows.length, phase: 'Adding' });
    const changes = { creates: sheetRows, updates: [], deletes: [], blocked: [] };
    const outcomes = await runSheetSave(changes, savers, setProgress);
    const byLine = new Map(rows.map((r) => [String(r.line), r]));
    const failed = outcomes
      .filter((o) => !o.ok)
      .map((o) => ({ line: Number(o.key), name: byLine.get(o.key)?.values.name ?? '', message: o.message ?? '' }));
    const skipped = rows
      .filter((r) => r.problems.length)
      .map((r) => ({ line: r.line, name: r.values.name, message: r.problems.join('; ') }));
    setProgress(null);
    setReport({ added: outcomes.length - failed.length, failed, skipped });
    savers.onDone?.();
  };
  const saving = progress !== null;
  const plural = ready.length === 1 ? '' : 's';

  return (
    <Dialog open title="Add records from a CSV file" onClose={() => !saving && onClose(report !== null)}>
      <div className="imp">
        {report ? (
          <>
            <RecordsCsvReportView report={report} />
            <div className="wr-actions">
              <button type="button" className="wr-button" onClick={() => onClose(true)}>
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="wr-muted imp__lead">
              The first line names the columns. Every line below it adds a record to “
              {column.recordLabel || 'this column'}”; records already on the board are not changed.
            </p>
            <label className="wr-field">
              <span className="wr-field__label">CSV file</span>
              <input
                className="wr-input"
                type="file"
                accept=".csv,text/csv"
                disabled={saving}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </label>
            {error || problem ? (
              <p className="wr-error-text" role="alert">
                {error ?? problem}
              </p>
            ) : null}
            {file ? (
              <ImportMapping
                table={file.table}
                mapping={mapping}
                columns={columns}
                onChange={setMapping}
                photo={false}
              />
            ) : null}
            {file && !problem ? <RecordsCsvPreview rows={rows} mapping={mapping} columns={columns} /> : null}
            {progress ? <ProgressBar done={progress.done} total={progress.total} label="Adding records…" /> : null}
            <div className="wr-actions">
              <button
                type="button"
                className="wr-button"
                disabled={ready.length === 0 || saving}
                onClick={() => void save()}
              >
                {saving ? 'Adding…' : ready.length ? `Add ${ready.length} record${plural}` : 'Add records'}
              </button>
              <button
                type="button"
                className="wr-button wr-button--secondary"
                disabled={saving}
                onClick={() => onClose(false)}
              >
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
