import { useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, schedulePreviewPath, type Schedule, type ScheduleAction } from '@laurel/domain';
import {
  ScheduleTimeField,
  draftOf,
  mayAnnounce,
  scheduleChangeBody,
  scheduleWhen,
  type ScheduleDraft,
} from '@laurel/ui/schedule';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsScheduleCancelMutation, useSettingsScheduleChangeMutation } from '../api/activity-endpoints';

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
      {s.announce ? ', with “Now inducted”' : ''}
    </>
  );
}

/** What happens (publish ↔ unpublish, "Now inducted"), changed in place; Home's change always goes live. */
function ActionFields({
  s,
  draft,
  onChange,
}: {
  s: Schedule;
  draft: ScheduleDraft;
  onChange: (d: ScheduleDraft) => void;
}) {
  return (
    <>
      {s.kind === 'home' ? null : (
        <label className="st-field">
          <span className="st-field__label">What happens</span>
          <select
            className="st-input"
            value={draft.action}
            onChange={(e) => onChange({ ...draft, action: e.target.value as ScheduleAction })}
          >
            <option value="publish">Publish</option>
            <option value="unpublish">Unpublish</option>
          </select>
        </label>
      )}
      {mayAnnounce(s, draft.action) ? (
        <label className="st-check">
          <input
            type="checkbox"
            checked={draft.announce}
            onChange={(e) => onChange({ ...draft, announce: e.target.checked })}
          />
          Play “Now inducted” on cast screens once
        </label>
      ) : null}
    </>
  );
}

/** A schedule's row: when, what, who; Change (time and action, in place), Preview (the
 * list of what changes), Preview at this time (the site) and Cancel. */
export function ScheduleRow({
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
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, changing] = useSettingsScheduleChangeMutation();
  const [cancel, cancelling] = useSettingsScheduleCancelMutation();
  const body = draft ? scheduleChangeBody(s, draft, timeZone) : null;
  const save = async () => {
    if (!body) return;
    try {
      await change({ siteId, scheduleId: s._id, ...body }).unwrap();
      setDraft(null);
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
        {draft === null ? (
          <time dateTime={s.at}>{scheduleWhen(s.at, timeZone)}</time>
        ) : (
          <ScheduleTimeField
            label="New date and time"
            value={draft.when}
            onChange={(when) => setDraft({ ...draft, when })}
            timeZone={timeZone}
          />
        )}
        {error ? (
          <p className="st-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <What siteId={siteId} s={s} />
        {draft === null ? null : <ActionFields s={s} draft={draft} onChange={setDraft} />}
      </td>
      <td>{s.by}</td>
      <td className="st-schedule-actions">
        {draft === null ? (
          <>
            <button type="button" className="st-button" onClick={() => setDraft(draftOf(s, timeZone))}>
              Change
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
              disabled={!body || changing.isLoading}
              onClick={() => void save()}
            >
              Save change
            </button>
            <button type="button" className="st-button" onClick={() => setDraft(null)}>
              Keep as it was
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
