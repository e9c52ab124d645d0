import type { ImportField, ImportRow } from '../../components/table-import/import-plan';
import type { SheetColumn } from '../../components/sheet/sheet-model';

const PREVIEW_LIMIT = 200;
const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The rows as they will be added, each with its problems; rows with a problem are shown, not sent. */
export function RecordsCsvPreview({
  rows,
  mapping,
  columns,
}: {
  rows: readonly ImportRow[];
  mapping: readonly ImportField[];
  columns: readonly SheetColumn[];
}) {
  const shown = columns.filter((c) => mapping.includes(c.key));
  const bad = rows.filter((r) => r.problems.length).length;
  return (
    <>
      <p className="imp__summary" role="status">
        {n(rows.length - bad, 'record')} ready to add
        {bad ? `; ${n(bad, 'line has', 'lines have')} a value this board cannot read and will not be added` : ''}.
        {mapping.includes('isLive') ? '' : ' They are added as drafts (no Published column).'}
      </p>
      <div className="rcsv-preview">
        <table className="wr-table">
          <caption className="wr-visually-hidden">Preview of the records in the file</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {shown.map((c) => (
                <th scope="col" key={c.key}>
                  {c.name}
                </th>
              ))}
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_LIMIT).map((r) => (
              <tr key={r.line} className={r.problems.length ? 'rcsv-preview__bad' : undefined}>
                <th scope="row">{r.line}</th>
                {shown.map((c) => (
                  <td key={c.key}>{r.values[c.key]}</td>
                ))}
                <td>{r.problems.length ? r.problems.join('; ') : 'Ready'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_LIMIT ? (
        <p className="wr-muted">
          Showing the first {PREVIEW_LIMIT} of {n(rows.length, 'line')}.
        </p>
      ) : null}
    </>
  );
}

export interface RecordsCsvReport {
  added: number;
  failed: { line: number; name: string; message: string }[];
  skipped: { line: number; name: string; message: string }[];
}

/** After saving: how many records were added, and line by line what was not and why. */
export function RecordsCsvReportView({ report }: { report: RecordsCsvReport }) {
  const lists = [
    { title: 'Not added (the server refused them)', items: report.failed },
    { title: 'Not sent (values to fix in the file)', items: report.skipped },
  ];
  const problems = report.failed.length + report.skipped.length;
  return (
    <div className="imp-report">
      <p className={problems ? 'imp-report__lead' : 'imp-report__lead imp-report__lead--ok'} role="status">
        Added {n(report.added, 'record')} to the board.
        {problems ? ` ${n(problems, 'line was', 'lines were')} not added (below).` : ''}
      </p>
      {lists.map((l) =>
        l.items.length ? (
          <section aria-label={l.title} key={l.title}>
            <h3 className="wr-section__title">
              {l.title} ({l.items.length})
            </h3>
            <ul className="imp-report__list">
              {l.items.map((f) => (
                <li key={f.line}>
                  Line {f.line} ({f.name || 'no name'}): {f.message}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
