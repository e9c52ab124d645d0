import { useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@laurel/api-client';
import { Dialog } from '@laurel/ui';
import { blankProfile } from '../../lib/profile-sheet';
import type { SheetColumn } from '../../components/sheet/sheet-model';
import { ProgressBar } from '../../components/workroom/workroom';
import { ImportMapping } from '../../components/table-import/import-mapping';
import {
  guessProfileMapping,
  importRows,
  photoPlan,
  planImport,
  unmappedColumns,
  PHOTO,
  type ImportField,
  type Table,
} from '../../components/table-import/import-plan';
import { ImportReportView } from './import-report';
import { columnList, ImportSummary, n } from './import-summary';
import { PublishImported } from './publish-imported';
import { readPhotos, readTable } from '../../components/table-import/read-files';
import { runImport, type ImportReport } from './run-import';
import '../../components/table-import/import.css';

export interface ExistingProfile {
  id: string;
  firstName: string;
  lastName: string;
  isLive: boolean;
  /** The file name of its photo, if any. */
  photoName?: string;
}

/** Bad dates and published values are left out of the row (and said so); the row is still imported. */
const lenient = (c: SheetColumn) => c.kind === 'date' || c.kind === 'choice';

/**
 * Import profiles from a spreadsheet (CSV or XLSX) with an optional zip of photos matched by file name:
 * choose the files, check the guessed columns and the preview, import with progress (Cancel stops it after
 * the current request), read the report and publish what arrived as drafts.
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
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; phase: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useRef(false);

  const attachedNames = useMemo(
    () => new Map(existing.filter((e) => e.photoName).map((e) => [e.id, e.photoName!])),
    [existing],
  );
  const rows = useMemo(
    () => (table ? importRows(table, mapping, columns, blankProfile, undefined, lenient) : []),
    [table, mapping, columns],
  );
  const livePlan = useMemo(() => planImport(rows, existing), [rows, existing]);
  // While importing, the folder's list refreshes as profiles arrive: the plan is the one the import started with.
  const [started, setStarted] = useState<typeof livePlan | null>(null);
  const plan = started ?? livePlan;
  const photoCounts = useMemo(() => photoPlan(plan, photos, attachedNames), [plan, photos, attachedNames]);
  const unmapped = table ? unmappedColumns(table.headers, mapping) : [];
  const publishedColumn = mapping.includes('isLive');

  const chooseTable = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const t = await readTable(file);
      setTable(t);
      setMapping(guessProfileMapping(t.headers, columns));
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
    const fields = mapping.flatMap((m) => (m === 'fullName' ? ['firstName', 'lastName'] : m && m !== PHOTO ? [m] : []));
    cancel.current = false;
    setStarted(livePlan);
    setProgress({ done: 0, total: 1, phase: 'Starting' });
    const result = await runImport({
      dispatch,
      siteId,
      categoryId,
      plan: livePlan,
      fields,
      photos,
      headshotNames: attachedNames,
      live: new Map(existing.map((e) => [e.id, e.isLive])),
      publish: publish && !publishedColumn,
      token,
      stopped: () => cancel.current,
      onProgress: (done, total, phase) => setProgress({ done, total, phase }),
    });
    setProgress(null);
    setCancelling(false);
    setReport(result);
  };
  const importing = progress !== null;
  const count = plan.create.length + plan.update.length;
  const label = !table
    ? 'Import'
    : `Import ${publish && !publishedColumn ? 'and publish ' : ''}${n(count, 'profile')}${unmapped.length ? ` without ${columnList(unmapped)}` : ''}`;

  return (
    <Dialog open title="Import profiles from a spreadsheet" onClose={() => !importing && onClose(report !== null)}>
      <div className="imp">
        {report ? (
          <>
            <ImportReportView report={report} />
            <PublishImported siteId={siteId} drafts={report.drafts} />
            <div className="wr-actions">
              <button type="button" className="wr-button wr-button--secondary" onClick={() => onClose(true)}>
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
                <ImportSummary
                  plan={plan}
                  photos={photoCounts}
                  unmapped={unmapped}
                  publishedColumn={publishedColumn}
                  publish={publish}
                  onPublish={setPublish}
                  importing={importing}
                />
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
                {importing ? 'Importing…' : label}
              </button>
              <button
                type="button"
                className="wr-button wr-button--secondary"
                disabled={cancelling}
                onClick={() => {
                  if (!importing) return onClose(false);
                  cancel.current = true;
                  setCancelling(true);
                }}
              >
                {cancelling ? 'Stopping after this part…' : importing ? 'Cancel import' : 'Cancel'}
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
