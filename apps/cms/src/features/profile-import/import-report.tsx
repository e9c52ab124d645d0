import { n } from './import-summary';
import type { ImportReport } from './run-import';

/** After an import: what was added and updated, and line by line what was not and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const problems = report.failed.length + report.skipped.length + report.missingPhotos.length + report.notes.length;
  return (
    <div className="imp-report">
      <p className={problems ? 'imp-report__lead' : 'imp-report__lead imp-report__lead--ok'} role="status">
        Imported: {n(report.created, 'new profile')}, {n(report.updated, 'profile')} updated,{' '}
        {n(report.photos, 'photo')} uploaded.
        {report.stopped
          ? ` Stopped: ${n(report.stopped, 'row was', 'rows were')} not imported (importing the same file again brings ${report.stopped === 1 ? 'it' : 'them'} in).`
          : ''}
        {problems ? ` ${n(problems, 'row needs', 'rows need')} a look (below).` : ''}
      </p>
      {report.failed.length ? (
        <section aria-label="Not imported">
          <h3 className="wr-section__title">Not imported ({report.failed.length})</h3>
          <ul className="imp-report__list">
            {report.failed.map((f, i) => (
              <li key={`${f.line}-${i}`}>
                Row {f.line} ({f.name || 'no name'}): {f.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.skipped.length ? (
        <section aria-label="Skipped lines">
          <h3 className="wr-section__title">Skipped ({report.skipped.length})</h3>
          <ul className="imp-report__list">
            {report.skipped.map((s) => (
              <li key={s.line}>
                Row {s.line} ({s.name || 'no name'}): {s.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.notes.length ? (
        <section aria-label="Imported without a value">
          <h3 className="wr-section__title">Imported without a value ({report.notes.length})</h3>
          <ul className="imp-report__list">
            {report.notes.map((m, i) => (
              <li key={`${m.line}-${i}`}>
                Row {m.line} ({m.name}): {m.note}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.missingPhotos.length ? (
        <section aria-label="Photos not found">
          <h3 className="wr-section__title">Photos not in the zip ({report.missingPhotos.length})</h3>
          <ul className="imp-report__list">
            {report.missingPhotos.map((m) => (
              <li key={m.line}>
                Row {m.line} ({m.name}): {m.photo}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
