import { useId } from 'react';
import { localInputToIso, scheduleWhen, scheduleZoneHint } from './schedule-time';

export interface ScheduleTimeFieldProps {
  /** The local date and time as typed (`datetime-local`), '' when none. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** The input's class (each admin app's own look). */
  inputClassName?: string;
  disabled?: boolean;
  /** The site's time zone (IANA); the viewer's own when not given. */
  timeZone?: string;
}

/** Whether a typed time can be scheduled: a readable time ahead of now. */
export function scheduleTimeError(value: string, now = Date.now(), timeZone?: string): string | null {
  const iso = localInputToIso(value, timeZone);
  if (!iso) return value ? 'Enter a date and time.' : null;
  return Date.parse(iso) <= now ? 'That time has already passed: choose a later one.' : null;
}

/**
 * The one date-and-time picker of every schedule (an item, the selection bar, the importer, Home, the list):
 * the browser's own date and time control to the second, what it reads as ("Sat 10 Oct, 7:30:00 pm"), the
 * zone it is in, and an error when the time has passed.
 */
export function ScheduleTimeField({
  value,
  onChange,
  label = 'Date and time',
  inputClassName,
  disabled,
  timeZone,
}: ScheduleTimeFieldProps) {
  const id = useId();
  const iso = localInputToIso(value, timeZone);
  const error = scheduleTimeError(value, Date.now(), timeZone);
  return (
    <div className="ui-schedule-time">
      <label className="ui-schedule-time__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName ?? 'ui-schedule-time__input'}
        type="datetime-local"
        step={1}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="ui-schedule-time__hint">
        {error ? (
          <span role="alert" className="ui-schedule-time__error">
            {error}
          </span>
        ) : iso ? (
          <>
            <time dateTime={iso}>{scheduleWhen(iso, timeZone)}</time>. {scheduleZoneHint(timeZone)}
          </>
        ) : (
          scheduleZoneHint(timeZone)
        )}
      </p>
    </div>
  );
}

/**
 * "Goes live Sat 10 Oct, 7:30 pm" as a schedule's line shows it (an item's bar, a card, the lists): the time is a
 * `<time>` with its instant, as in every place a schedule's time is written for people.
 */
export function ScheduleLabel({
  s,
  timeZone,
}: {
  s: { action: 'publish' | 'unpublish'; at: string };
  timeZone?: string;
}) {
  return (
    <>
      {s.action === 'publish' ? 'Goes live' : 'Goes offline'}{' '}
      <time dateTime={s.at}>{scheduleWhen(s.at, timeZone)}</time>
    </>
  );
}
