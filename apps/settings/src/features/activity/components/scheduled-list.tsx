import { useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, schedulePreviewPath, type Schedule } from '@laurel/domain';
import {
  ScheduleTimeField,
  isoToLocalInput,
  localInputToIso,
  scheduleTimeError,
  scheduleWhen,
} from '@laurel/ui/schedule';
import { apiErrorMessage } from '../../../lib/api-error';
import {
  useSettingsScheduleCancelMutation,
  useSettingsScheduleMoveMutation,
  useSettingsSchedulesQuery,
} from '../api/activity-endpoints';

/** "Publish Ada Lovelace and 11 more (12 profiles)", "Change Home (settings, buttons)". */
function What({ siteId, s }: { siteId: string; s: Schedule }) {
  if (s.kind === 'home') {
    const parts = [s.change?.home ? 'settings' : '', s.change?.homeButtons ? 'buttons' : ''].filter(Boolean);
    return <>Change Home ({parts.join(', ')})</>;
  }
  const verb = s.action === 'publish' ? 'Publish ' : 'Unpublish ';
  const noun = s.kind === 'category' ? 'folder' : 'profile';
  const count = s.itemIds ? ` (${s.itemIds.length} ${noun}s)` : s.kind === 'category' ? ' (folder)' : '';
  return (
    <>
      {verb}
      {s.kind === 'category' && !s.itemIds ? <Link to={categoryPath(siteId, s.itemId)}>{s.name}</Link> : s.name}
      {count}
    </>
  );
}

/** A schedule's row: its time (changed in place with the shared picker), what, who, Preview and Cancel. */
function ScheduleRow({
  siteId,
  s,
  onPreview,
  timeZone,
}: {
  siteId: string;
  s: Schedule;
  onPreview: (at: string) => void;
  timeZone?: string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [move, moving] = useSettingsScheduleMoveMutation();
  const [cancel, cancelling] = useSettingsScheduleCancelMutation();
  const save = async () => {
    const at = editing ? localInputToIso(editing, timeZone) : null;
    if (!at) return;
    try {
      await move({ siteId, scheduleId: s._id, at }).unwrap();
      setEditing(null);
      setError(null);
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const drop = async () => {
    try {
      await cancel({ siteId, scheduleId: s._id }).unwrap();
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <tr>
      <td>
        {editing === null ? (
          <time dateTime={s.at}>{scheduleWhen(s.at, timeZone)}</time>
        ) : (
          <ScheduleTimeField label="New date and time" value={editing} onChange={setEditing} timeZone={timeZone} />
        )}
        {error ? (
          <p className="st-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <What siteId={siteId} s={s} />
      </td>
      <td>{s.by}</td>
      <td className="st-schedule-actions">
        {editing === null ? (
          <>
            <button type="button" className="st-button" onClick={() => setEditing(isoToLocalInput(s.at, timeZone))}>
              Change time
            </button>
            <button type="button" className="st-button" onClick={() => onPreview(s.at)}>
              Preview
            </button>
            <a className="st-button" href={schedulePreviewPath(siteId, s)}>
              Preview at this time
            </a>
            <button type="button" className="st-button" disabled={cancelling.isLoading} onClick={() => void drop()}>
              Cancel schedule
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="st-button"
              disabled={
                !!scheduleTimeError(editing, Date.now(), timeZone) ||
                !localInputToIso(editing, timeZone) ||
                moving.isLoading
              }
              onClick={() => void save()}
            >
              Save time
            </button>
            <button type="button" className="st-button" onClick={() => setEditing(null)}>
              Keep as it was
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** Everything scheduled in the site and not done yet, soonest first; each can be moved, previewed, cancelled. */
export function ScheduledList({
  siteId,
  onPreview,
  timeZone,
}: {
  siteId: string;
  onPreview: (at: string) => void;
  /** The site's time zone (IANA); the viewer's own until an admin sets one. */
  timeZone?: string;
}) {
  const { data } = useSettingsSchedulesQuery(siteId, { skip: !siteId, refetchOnMountOrArgChange: true });
  if (!data) return null;
  if (data.length === 0) return <p className="st-field__hint">Nothing is scheduled.</p>;
  return (
    <table className="st-table st-activity-table">
      <caption className="st-visually-hidden">Scheduled, soonest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Scheduled by</th>
          <th scope="col">
            <span className="st-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((s) => (
          <ScheduleRow key={s._id} siteId={siteId} s={s} onPreview={onPreview} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
