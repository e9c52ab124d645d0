import { useState } from 'react';
import { homePath, previewAtPath, type PreviewFolder, type SchedulePreviewReply } from '@laurel/domain';
import { ScheduleTimeField, isoToLocalInput, localInputToIso, scheduleWhen } from '@laurel/ui/schedule';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsSchedulePreviewQuery } from '../api/activity-endpoints';

const MARK = { appears: 'Appears', disappears: 'Disappears' } as const;

function Mark({ change }: { change?: 'appears' | 'disappears' }) {
  return change ? <span className={`st-preview-mark st-preview-mark--${change}`}>{MARK[change]}</span> : null;
}

/** A folder as visitors will see it then, with its sub-folders; hidden folders are listed as such. */
function FolderNode({ folder, all }: { folder: PreviewFolder; all: PreviewFolder[] }) {
  const children = all.filter((f) => f.parentId === folder._id);
  return (
    <li>
      <span className={folder.isLive ? 'st-preview-folder' : 'st-preview-folder st-preview-folder--hidden'}>
        {folder.name}
      </span>{' '}
      {folder.isLive ? null : <span className="st-field__hint">(not visible)</span>} <Mark change={folder.change} />
      {folder.profiles.length > 0 ? (
        <ul className="st-preview-profiles" aria-label={`Profiles of ${folder.name}`}>
          {folder.profiles.map((p) => (
            <li key={p._id} className={p.change === 'disappears' ? 'st-preview-gone' : undefined}>
              {p.name} <Mark change={p.change} />
            </li>
          ))}
        </ul>
      ) : null}
      {children.length > 0 ? (
        <ul>
          {children.map((c) => (
            <FolderNode key={c._id} folder={c} all={all} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PreviewView({ data, timeZone }: { data: SchedulePreviewReply; timeZone?: string }) {
  const ids = new Set(data.folders.map((f) => f._id));
  const roots = data.folders.filter((f) => !f.parentId || !ids.has(f.parentId));
  return (
    <section className="st-preview" aria-label="Preview of the site">
      <p className="st-preview__banner" role="status">
        Preview of {scheduleWhen(data.at, timeZone)}: {data.applied} {data.applied === 1 ? 'schedule' : 'schedules'}{' '}
        applied. Only editors see this preview; visitors see the site as it is now.
      </p>
      <h3 className="st-preview__title">Home</h3>
      <p>
        Layout: {data.home.layout} · Title: {data.home.title || '(none)'} {data.home.changed ? '(changed by then)' : ''}
      </p>
      {data.home.buttons.length > 0 ? <p>Buttons: {data.home.buttons.join(', ')}</p> : null}
      <h3 className="st-preview__title">Folders and profiles</h3>
      <ul className="st-preview-tree">
        {roots.map((f) => (
          <FolderNode key={f._id} folder={f} all={data.folders} />
        ))}
      </ul>
    </section>
  );
}

/**
 * "Preview at a time": what visitors will see then (scheduled publishes applied, unpublishes removed), listed
 * here, and the site itself at that time (its pages, opened with the preview banner). Times are in the site's
 * time zone, as everywhere schedules are shown.
 */
export function SchedulePreview({
  siteId,
  at,
  onAt,
  timeZone,
}: {
  siteId: string;
  at: string | null;
  onAt: (at: string) => void;
  /** The site's time zone (IANA); the viewer's own until an admin sets one. */
  timeZone?: string;
}) {
  const [when, setWhen] = useState(at ? isoToLocalInput(at, timeZone) : '');
  const [shown, setShown] = useState(at);
  if (at !== shown) {
    setShown(at);
    if (at) setWhen(isoToLocalInput(at, timeZone));
  }
  const { data, isError, error, isFetching } = useSettingsSchedulePreviewQuery(
    { siteId, at: at ?? '' },
    { skip: !siteId || !at },
  );
  const iso = localInputToIso(when, timeZone);
  return (
    <div>
      <div className="st-preview__controls">
        <ScheduleTimeField label="Preview the site at" value={when} onChange={setWhen} timeZone={timeZone} />
        <button type="button" className="st-button" disabled={!iso} onClick={() => iso && onAt(iso)}>
          Preview
        </button>
        {iso ? (
          <a className="st-button" href={previewAtPath(homePath(siteId), iso)}>
            Open the site at this time
          </a>
        ) : null}
      </div>
      {isError ? (
        <p className="st-field__error" role="alert">
          The preview could not be made: {apiErrorMessage(error)}
        </p>
      ) : null}
      {isFetching && !data ? <p>Loading…</p> : null}
      {data && at ? <PreviewView data={data} timeZone={timeZone} /> : null}
    </div>
  );
}
