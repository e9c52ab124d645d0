import type { QueuedFile } from './use-upload-queue';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function stateText(f: QueuedFile): string {
  if (f.state === 'waiting') return 'Waiting';
  if (f.state === 'uploading') return f.progress >= 1 ? 'Making sizes…' : `${Math.round(f.progress * 100)}%`;
  if (f.state === 'done') return 'Uploaded';
  return 'Not uploaded';
}

/** The files being uploaded, each with its progress, and why one failed. */
export function UploadQueue({ files, onClear }: { files: readonly QueuedFile[]; onClear: () => void }) {
  if (files.length === 0) return null;
  const done = files.filter((f) => f.state === 'done').length;
  const failed = files.filter((f) => f.state === 'failed').length;
  const busy = files.length - done - failed;
  return (
    <section className="wr-section lib-queue" aria-label="Uploads">
      <div className="lib-queue__head">
        <h2 className="wr-section__title">
          {busy ? `Uploading ${busy} of ${files.length}` : `Uploaded ${done} of ${files.length}`}
          {failed ? ` · ${failed} not uploaded` : ''}
        </h2>
        {busy === 0 ? (
          <button type="button" className="wr-link" onClick={onClear}>
            Clear
          </button>
        ) : null}
      </div>
      <ul className="lib-queue__list">
        {files.map((f) => (
          <li key={f.key} className={`lib-queue__item lib-queue__item--${f.state}`} data-testid="upload-row">
            <span className="lib-queue__name">{f.name}</span>
            <span className="wr-muted">{size(f.size)}</span>
            <progress
              className="lib-queue__bar"
              max={1}
              value={f.state === 'failed' ? 0 : f.progress}
              aria-label={`Upload of ${f.name}`}
            />
            <span className="lib-queue__state" role={f.state === 'failed' ? 'alert' : undefined}>
              {stateText(f)}
              {f.message ? `: ${f.message}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
