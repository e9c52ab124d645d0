import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@laurel/api-client';
import { Dialog } from '@laurel/ui';
import { blankProfile } from '../bulk-category/profile-sheet';
import type { SheetColumn } from '../sheet/sheet-model';
import { ProgressBar } from '../workroom/workroom';
import { ImportMapping } from './import-mapping';
import { guessMapping, importRows, photoKey, planImport, PHOTO, type ImportField, type Table } from './import-plan';
import { ImportReportView } from './import-report';
import { readPhotos, readTable } from './read-files';
import { runImport, type ImportReport } from './run-import';
import './import.css';

export interface ExistingProfile {
  id: string;
  firstName: string;
  lastName: string;
  /** The file name of its photo, if any. */
  photoName?: string;
}

const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Import profiles from a spreadsheet (CSV or XLSX) with an optional zip of photos matched by file name:
 * choose the files, check the guessed columns and the preview, import with progress, read the report.
 */
export function ImportDialog(props: {
  siteId: string;
  categoryId: string;
  columns: readonly SheetColumn[];
  existing: readonly ExistingProfile[];
  onClose: (imported: boolean) => void;
}) {
  const { siteId, categoryId, columns, existing, onClose } = props;
  const dispatch = useDispatch<AppDispatch>();
  const token = useSelector((s: RootState) => s.session.accessToken);
  const [table, setTable] = useState<Table | null>(null);
  const [mapping, setMapping] = useState<ImportField[]>([]);
  const [photos, setPhotos] = useState<Map<string, File>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; phase: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const rows = useMemo(
    () => (table ? importRows(table, mapping, columns, blankProfile) : []),
    [table, mapping, columns],
  );
  const plan = useMemo(() => planImport(rows, existing), [rows, existing]);
  const withPhoto = rows.filter((r) => r.photo);
  const matched = withPhoto.filter((r) => photos.has(photoKey(r.photo))).length;

  const chooseTable = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const t = await readTable(file);
      setTable(t);
      setMapping(guessMapping(t.headers, columns));
    } catch (err) {
      setTable(null);
      setError(err instanceof Error ? err.message : 'This file could not be read as a spreadsheet.');
    }
  };
  const choosePhotos = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      setPhotos(await readPhotos(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The zip of photos could not be opened.');
    }
  };
  const start = async () => {
    const headshotNames = new Map(existing.filter((e) => e.photoName).map((e) => [e.id, e.photoName!]));
    const fields = mapping.filter((m) => m && m !== PHOTO);
    setProgress({ done: 0, total: 1, phase: 'Starting' });
    const result = await runImport({
      dispatch,
      siteId,
      categoryId,
      plan,
      fields,
      photos,
      headshotNames,
      token,
      onProgress: (done, total, phase) => setProgress({ done, total, phase }),
    });
    setProgress(null);
    setReport(result);
  };
  const importing = progress !== null;
  const count = plan.create.length + plan.update.length;

  return (
    <Dialog open title="Import profiles from a spreadsheet" onClose={() => !importing && onClose(report !== null)}>
      <div className="imp">
        {report ? (
          <>
            <ImportReportView report={report} />
            <div className="wr-actions">
              <button type="button" className="wr-button" onClick={() => onClose(true)}>
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="wr-muted imp__lead">
              The first line names the columns. A profile whose first and last name are already in this folder is
              updated, so importing the same file again adds no duplicates.
            </p>
            <div className="imp__files">
              <label className="wr-field">
                <span className="wr-field__label">Spreadsheet (CSV or XLSX)</span>
                <input
                  className="wr-input"
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  disabled={importing}
                  onChange={(e) => void chooseTable(e.target.files?.[0])}
                />
              </label>
              <label className="wr-field">
                <span className="wr-field__label">Photos (a .zip, optional)</span>
                <input
                  className="wr-input"
                  type="file"
                  accept=".zip,application/zip"
                  disabled={importing}
                  onChange={(e) => void choosePhotos(e.target.files?.[0])}
                />
              </label>
            </div>
            {error ? (
              <p className="wr-error-text" role="alert">
                {error}
              </p>
            ) : null}
            {table ? (
              <>
                <ImportMapping table={table} mapping={mapping} columns={columns} onChange={setMapping} />
                <p className="imp__summary" role="status">
                  {n(plan.create.length, 'new profile')}, {n(plan.update.length, 'update')} of profiles already here
                  {plan.skipped.length ? `, ${n(plan.skipped.length, 'line')} skipped` : ''}
                  {withPhoto.length ? `; ${matched} of ${n(withPhoto.length, 'photo')} found in the zip` : ''}.
                </p>
                {plan.skipped.length ? (
                  <ul className="imp-report__list" aria-label="Lines that will be skipped">
                    {plan.skipped.slice(0, 50).map((s) => (
                      <li key={s.row.line}>
                        Line {s.row.line}: {s.reason}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
            {progress ? <ProgressBar done={progress.done} total={progress.total} label={`${progress.phase}…`} /> : null}
            <div className="wr-actions">
              <button
                type="button"
                className="wr-button"
                disabled={!table || count === 0 || importing}
                onClick={() => void start()}
              >
                {importing ? 'Importing…' : table ? `Import ${n(count, 'profile')}` : 'Import'}
              </button>
              <button
                type="button"
                className="wr-button wr-button--secondary"
                disabled={importing}
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
