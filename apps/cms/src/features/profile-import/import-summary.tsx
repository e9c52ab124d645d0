import type { ImportPlan, PhotoPlan } from '../../components/table-import/import-plan';

export const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Class Year, Notes" (up to three names), else "5 columns". */
export const columnList = (names: readonly string[]) =>
  names.length <= 3 ? names.join(', ') : n(names.length, 'column');

/**
 * Before an import: how many profiles are new and how many update profiles already here (worked out when
 * the files are chosen and kept as they are while importing), the photos, the columns left out, the rows
 * kept out or imported without a value, and whether the profiles are published at once.
 */
export function ImportSummary(props: {
  plan: ImportPlan;
  photos: PhotoPlan;
  unmapped: readonly string[];
  /** The spreadsheet has a Published column (it decides, not the checkbox). */
  publishedColumn: boolean;
  publish: boolean;
  onPublish: (publish: boolean) => void;
  importing: boolean;
}) {
  const { plan, photos, unmapped, publishedColumn, publish, onPublish, importing } = props;
  const withPhoto = photos.upload.length + photos.attached + photos.missing.length;
  const photoText = !withPhoto
    ? ''
    : photos.attached
      ? `; ${photos.attached} of ${n(withPhoto, 'photo')} already attached, ${photos.upload.length} found in the zip`
      : `; ${photos.upload.length} of ${n(withPhoto, 'photo')} found in the zip`;
  const notes = [...plan.create, ...plan.update.map((u) => u.row)]
    .filter((r) => r.notes.length)
    .sort((a, b) => a.line - b.line);
  return (
    <>
      {unmapped.length ? (
        <p className="imp__unmapped">
          <strong>
            {unmapped.length === 1
              ? '1 column will not be imported'
              : `${unmapped.length} columns will not be imported`}
            : {unmapped.join(', ')}.
          </strong>{' '}
          To bring {unmapped.length === 1 ? 'it' : 'one'} in, choose the field it fills above.
        </p>
      ) : null}
      <p className="imp__summary" role="status">
        {n(plan.create.length, 'new profile')}, {n(plan.update.length, 'update')} of profiles already here
        {plan.skipped.length ? `, ${n(plan.skipped.length, 'row')} skipped` : ''}
        {photoText}.
      </p>
      {plan.skipped.length ? (
        <ul className="imp-report__list" aria-label="Rows that will be skipped">
          {plan.skipped.slice(0, 50).map((s) => (
            <li key={s.row.line}>
              Row {s.row.line}: {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {notes.length ? (
        <ul className="imp-report__list" aria-label="Rows imported without a value">
          {notes.slice(0, 50).map((r) => (
            <li key={r.line}>
              Row {r.line}: {r.notes.join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      {publishedColumn ? (
        <p className="wr-muted imp__lead">The Published column decides which profiles visitors see.</p>
      ) : (
        <label className="imp__publish">
          <input type="checkbox" checked={publish} disabled={importing} onChange={(e) => onPublish(e.target.checked)} />
          <span>
            Publish them now
            <span className="wr-muted imp__hint">
              {' '}
              (visitors see them at once; unticked, new profiles arrive as drafts only editors see)
            </span>
          </span>
        </label>
      )}
    </>
  );
}
