import { useId, useState } from 'react';
import type { Schedule, ScheduleAction } from '@laurel/domain';
import { ScheduleTimeField, draftOf, mayAnnounce, scheduleChangeBody } from '@laurel/ui/schedule';
import { notify } from '../../components/ui/notices';
import { useScheduleChangeMutation } from './schedule-endpoints';
import { scheduleLabel } from './schedule-text';

interface Props {
  siteId: string;
  s: Schedule;
  zone?: string;
  /** "this profile", "these 12 profiles", … in the action's options. */
  what: string;
  onDone: () => void;
}

/**
 * A pending schedule changed in place: what happens (publish ↔ unpublish, "Now inducted" for a publish of one
 * item) and when. Only what changed is sent; the server refuses what it may not do and changes nothing.
 */
export function ScheduleChangeForm({ siteId, s, zone, what, onDone }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(s, zone));
  const [change, changing] = useScheduleChangeMutation();
  const body = scheduleChangeBody(s, draft, zone);
  const save = async () => {
    if (!body) return;
    try {
      const next = await change({ siteId, scheduleId: s._id, ...body }).unwrap();
      notify(`${s.kind === 'home' ? 'Home' : s.name}: ${scheduleLabel(next, zone)}.`, 'success');
      onDone();
    } catch {
      // The base query shows what went wrong.
    }
  };
  return (
    <div className="cms-schedule-change" role="group" aria-label={`Change the schedule of ${s.name}`}>
      {s.kind === 'home' ? null : (
        <div className="cms-field">
          <label className="cms-field__label" htmlFor={`${id}-action`}>
            What happens
          </label>
          <select
            id={`${id}-action`}
            className="cms-input"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value as ScheduleAction })}
          >
            <option value="publish">Publish {what}</option>
            <option value="unpublish">Unpublish {what}</option>
          </select>
        </div>
      )}
      <ScheduleTimeField
        label="New date and time"
        value={draft.when}
        onChange={(when) => setDraft({ ...draft, when })}
        inputClassName="cms-input"
        timeZone={zone}
      />
      {mayAnnounce(s, draft.action) ? (
        <label className="cms-choice">
          <input
            type="checkbox"
            checked={draft.announce}
            onChange={(e) => setDraft({ ...draft, announce: e.target.checked })}
          />
          Play “Now inducted” on cast screens once when it goes live
        </label>
      ) : null}
      <div className="cms-schedule-change__actions">
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={!body || changing.isLoading}
          onClick={() => void save()}
        >
          Save change
        </button>
        <button type="button" className="ui-button ui-button--ghost" onClick={onDone}>
          Keep as it was
        </button>
      </div>
    </div>
  );
}
