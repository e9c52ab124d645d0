import { useState, type ReactNode } from 'react';
import type { Schedule } from '@laurel/domain';
import { ScheduleChangeForm } from './schedule-change-form';
import { useScheduleCancelMutation } from './schedule-endpoints';

/**
 * One pending schedule in a list (an item's Schedule panel, everything scheduled): what and when, then Change…
 * (its time and what happens, in place),
 * Preview at this time and Cancel.
 */
export function ScheduleRow({
  siteId,
  s,
  zone,
  what,
  previewHref,
  children,
}: {
  siteId: string;
  s: Schedule;
  zone?: string;
  /** The items as the action's options name them ("this profile", "Ada Lovelace"). */
  what: string;
  /** Where "Preview at this time" opens the site at the schedule's time. */
  previewHref: string;
  /** The row's text. */
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [cancel] = useScheduleCancelMutation();
  return (
    <li>
      {children}{' '}
      {editing ? null : (
        <button
          type="button"
          className="ui-button ui-button--ghost"
          aria-label={`Change the schedule of ${s.name}`}
          onClick={() => setEditing(true)}
        >
          Change…
        </button>
      )}{' '}
      <a className="ui-button ui-button--ghost" href={previewHref}>
        Preview at this time
      </a>{' '}
      <button
        type="button"
        className="ui-button ui-button--ghost"
        onClick={() => void cancel({ siteId, scheduleId: s._id })}
      >
        Cancel
      </button>
      {editing ? (
        // Keyed by the zone: the form's wall-clock time is read in it.
        <ScheduleChangeForm
          key={zone ?? ''}
          siteId={siteId}
          s={s}
          zone={zone}
          what={what}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </li>
  );
}
