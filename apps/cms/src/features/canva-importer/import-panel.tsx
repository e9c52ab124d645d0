import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { mediaLibraryPath, type CanvaDesign, type CanvaImportFormat } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { ProgressBar, WorkroomMessage } from '../../components/workroom/workroom';
import { canvaApi, messageOf } from './canva-endpoints';
import { ShowOnHome } from './show-on-home';

const FORMAT_NAMES: Record<CanvaImportFormat, string> = {
  png: 'PNG (sharp edges, best for text and logos)',
  jpg: 'JPEG (smaller, best for photos)',
  gif: 'GIF (animated designs)',
  pdf: 'PDF (the whole design as one flipbook)',
};
const POLL_MS = 1000;

/** One design picked: the formats Canva offers for it, the import, its progress and the result. */
export function ImportPanel({ siteId, design }: { siteId: string; design: CanvaDesign }) {
  const formats = canvaApi.useCanvaFormatsQuery({ siteId, designId: design.id });
  const [format, setFormat] = useState<CanvaImportFormat | null>(null);
  const [start, started] = canvaApi.useCanvaStartImportMutation();
  const [importId, setImportId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const job = canvaApi.useCanvaImportQuery(
    { siteId, importId: importId ?? '' },
    { skip: !importId, pollingInterval: finished ? 0 : POLL_MS, skipPollingIfUnfocused: false },
  );
  const current = job.data;
  const heading = useRef<HTMLHeadingElement>(null);
  // Picked from anywhere in the grid: the panel (above it) comes into view with the focus on its title.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => setFinished(current?.state === 'done' || current?.state === 'failed'), [current?.state]);
  useEffect(() => setFormat(formats.data?.formats[0] ?? null), [formats.data]);

  const go = async () => {
    if (!format) return;
    setStartError(null);
    try {
      const created = await start({ siteId, body: { designId: design.id, format, title: design.title } }).unwrap();
      setFinished(false);
      setImportId(created._id);
    } catch (err) {
      setStartError(messageOf(err, 'Canva could not start the export. Please try again.'));
    }
  };
  const busy = started.isLoading || (Boolean(importId) && !finished);

  return (
    <section className="wr-section cv-import" aria-labelledby="cv-import-title">
      <h2 className="wr-section__title" id="cv-import-title" ref={heading} tabIndex={-1}>
        Import “{design.title}”
      </h2>
      {formats.isError ? (
        <p className="wr-error-text" role="alert">
          {messageOf(formats.error, 'The formats of this design could not be read.')}
        </p>
      ) : formats.data && formats.data.formats.length === 0 ? (
        <p>
          Canva offers this design only in formats the media library cannot hold (such as a video or PowerPoint slides).
        </p>
      ) : (
        <fieldset className="cv-formats" disabled={busy || !formats.data}>
          <legend>Format</legend>
          {(formats.data?.formats ?? []).map((f) => (
            <label key={f} className="cv-format">
              <input type="radio" name="canva-format" checked={format === f} onChange={() => setFormat(f)} />
              {FORMAT_NAMES[f]}
            </label>
          ))}
        </fieldset>
      )}
      {startError ? (
        <p className="wr-error-text" role="alert">
          {startError}
        </p>
      ) : null}
      <div className="wr-actions">
        <button type="button" className="wr-button" disabled={!format || busy} onClick={() => void go()}>
          {busy ? 'Importing…' : 'Import into the media library'}
        </button>
      </div>
      {current && current.state === 'exporting' ? (
        <div className="cv-progress" role="status">
          <span>Canva is preparing the file…</span>
          <progress aria-label="Canva is preparing the file" />
        </div>
      ) : null}
      {current && current.state === 'importing' ? (
        <ProgressBar done={current.done} total={current.total} label="Adding to the media library" />
      ) : null}
      {job.isError && !finished ? (
        <p className="wr-error-text" role="alert">
          {messageOf(job.error, 'The import could not be checked. It goes on when the page is reloaded.')}
        </p>
      ) : null}
      {current?.state === 'failed' ? <WorkroomMessage tone="error">{current.message}</WorkroomMessage> : null}
      {current?.state === 'done' ? (
        <WorkroomMessage tone="success">
          {current.format === 'pdf' ? (
            <>
              Added “{current.title}” to the media library as a PDF. To show it as a flipbook, choose it in a folder’s
              or a profile’s Flipbook field.{' '}
            </>
          ) : (
            <>
              Added “{current.title}” to the media library (
              {current.media.length === 1 ? '1 picture' : `${current.media.length} pictures`}).{' '}
            </>
          )}
          <Link className="wr-link" to={mediaLibraryPath(siteId)}>
            Open the media library
          </Link>
        </WorkroomMessage>
      ) : null}
      {current?.state === 'done' && current.format !== 'pdf' ? (
        <div className="wr-actions">
          <ShowOnHome siteId={siteId} title={current.title} media={current.media} />
        </div>
      ) : null}
      {current && current.media.length > 0 ? (
        <ul className="cv-imported" aria-label={current.format === 'pdf' ? 'Imported PDF' : 'Imported pictures'}>
          {current.media.map((m) => (
            <li key={m._id}>
              <MediaImage media={m} alt={m.metadata.name ?? ''} sizes="160px" />
              <span>{m.metadata.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
