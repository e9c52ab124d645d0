import type { CanvaImport } from '@laurel/domain';
import { canvaApi } from './canva-endpoints';

const POLL_MS = 2000;

/** An import's state in a few words. */
export function importStateText(i: CanvaImport): string {
  switch (i.state) {
    case 'exporting':
      return 'Canva is preparing the file…';
    case 'importing':
      return `Adding to the media library: ${i.done} of ${i.total}`;
    case 'done':
      if (i.format === 'pdf') return 'Added as a PDF for a flipbook';
      return i.done === 1 ? 'Added 1 picture' : `Added ${i.done} pictures`;
    case 'failed':
      return `Not imported: ${i.message ?? 'no reason given'}`;
  }
}

/** An import still under way (its page was left, the network dropped): polled, which moves it on. */
function Unfinished({ siteId, item }: { siteId: string; item: CanvaImport }) {
  const { data } = canvaApi.useCanvaImportQuery(
    { siteId, importId: item._id },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  return <>{importStateText(data ?? item)}</>;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The site's latest Canva imports, newest first; one left under way goes on while this page is open (the import
 * being watched in the panel shares its cache entry, so it is not asked for twice).
 */
export function RecentImports({ siteId }: { siteId: string }) {
  const { data: rows = [] } = canvaApi.useCanvaImportsQuery(siteId);
  if (rows.length === 0) return null;
  return (
    <section className="wr-section" aria-labelledby="cv-recent-title">
      <h2 className="wr-section__title" id="cv-recent-title">
        Recent imports
      </h2>
      <table className="wr-table">
        <thead>
          <tr>
            <th scope="col">Design</th>
            <th scope="col">Format</th>
            <th scope="col">Started</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i._id}>
              <td>{i.title}</td>
              <td>{i.format.toUpperCase()}</td>
              <td>{when(i.createdAt)}</td>
              <td>
                {i.state === 'exporting' || i.state === 'importing' ? (
                  <Unfinished siteId={siteId} item={i} />
                ) : (
                  importStateText(i)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
