import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Schedule, ScheduleAction } from '@laurel/domain';
import { draftOf, mayAnnounce, scheduleChangeBody, type ScheduleDraft } from './schedule-change';

/**
 * What a pending schedule's row is in every admin app (the cms lists, Settings' scheduled list): its buttons
 * (Change…, Preview at this time, Cancel schedule; Save change and Keep as it was while it is changed), "What
 * happens" and "Now inducted". Each app gives its own classes and says where the parts go (a list item, a table
 * row) and what a save does (its own endpoints and messages).
 */
export interface ScheduleFieldClasses {
  /** A field's box, its label, its control, and a checkbox's label. */
  field: string;
  label: string;
  input: string;
  check: string;
}

export const ANNOUNCE_LABEL = 'Play “Now inducted” on cast screens once when it goes live';

/** Marks a row's Change… button: focus goes back to it when the change is saved or dropped. */
const CHANGE_BUTTON = 'data-schedule-change';

/**
 * A schedule being changed in place: the draft (null when not changing) and the body of what it changes. The
 * draft's wall-clock time is read in `timeZone`: when the site's zone arrives or changes, it is read again.
 * `rowRef` goes on the row: Change… (which the fields replace) hands the keyboard focus to the first field, and
 * it comes back to Change… when done.
 */
export function useScheduleEdit<Row extends HTMLElement = HTMLElement>(s: Schedule, timeZone?: string) {
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [zone, setZone] = useState(timeZone);
  if (zone !== timeZone) {
    setZone(timeZone);
    if (draft) setDraft(draftOf(s, timeZone));
  }
  const rowRef = useRef<Row>(null);
  const editing = draft !== null;
  const was = useRef(editing);
  useEffect(() => {
    if (editing === was.current) return;
    was.current = editing;
    const target = editing ? 'select, input' : `[${CHANGE_BUTTON}]`;
    rowRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [editing]);
  return {
    rowRef,
    draft,
    setDraft,
    body: draft ? scheduleChangeBody(s, draft, timeZone) : null,
    start: () => setDraft(draftOf(s, timeZone)),
    stop: () => setDraft(null),
  };
}

/** "What happens": publish or unpublish; `what` follows in the options ("Publish this profile", "Publish at…"). */
export function ScheduleActionSelect({
  value,
  onChange,
  what,
  classes,
}: {
  value: ScheduleAction;
  onChange: (action: ScheduleAction) => void;
  what?: string;
  classes: ScheduleFieldClasses;
}) {
  const tail = what ? ` ${what}` : '';
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        What happens
      </label>
      <select
        id={id}
        className={classes.input}
        value={value}
        onChange={(e) => onChange(e.target.value as ScheduleAction)}
      >
        <option value="publish">Publish{tail}</option>
        <option value="unpublish">Unpublish{tail}</option>
      </select>
    </div>
  );
}

/** "Now inducted", offered only where it can be played (a publish of one profile or one folder). */
export function ScheduleAnnounceCheck({
  s,
  action,
  checked,
  onChange,
  classes,
}: {
  s: Pick<Schedule, 'kind' | 'itemIds'>;
  action: ScheduleAction;
  checked: boolean;
  onChange: (checked: boolean) => void;
  classes: ScheduleFieldClasses;
}) {
  if (!mayAnnounce(s, action)) return null;
  return (
    <label className={classes.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {ANNOUNCE_LABEL}
    </label>
  );
}

/** What a pending schedule does, changed in its draft: "What happens" (not for Home) and "Now inducted". */
export function ScheduleDraftFields({
  s,
  draft,
  onDraft,
  what,
  classes,
}: {
  s: Schedule;
  draft: ScheduleDraft;
  onDraft: (draft: ScheduleDraft) => void;
  what?: string;
  classes: ScheduleFieldClasses;
}) {
  return (
    <>
      {s.kind === 'home' ? null : (
        <ScheduleActionSelect
          value={draft.action}
          onChange={(action) => onDraft({ ...draft, action })}
          what={what}
          classes={classes}
        />
      )}
      <ScheduleAnnounceCheck
        s={s}
        action={draft.action}
        checked={draft.announce}
        onChange={(announce) => onDraft({ ...draft, announce })}
        classes={classes}
      />
    </>
  );
}

/** A pending schedule's buttons: Change…, the app's own, Preview at this time, Cancel schedule (the fields of a change and its
 * Save change / Keep as it was take their place). */
export function ScheduleRowButtons({
  name,
  previewHref,
  onChange,
  onCancel,
  cancelling,
  buttonClassName,
  children,
}: {
  /** The schedule's name ("Ada Lovelace", "Home"): the buttons say whose schedule they change. */
  name: string;
  previewHref: string;
  onChange: () => void;
  onCancel: () => void;
  cancelling?: boolean;
  buttonClassName: string;
  /** Buttons of the app's own, before "Preview at this time". */
  children?: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label={`Change the schedule of ${name}`}
        data-schedule-change=""
        onClick={onChange}
      >
        Change…
      </button>{' '}
      {children}
      {children ? ' ' : null}
      <a className={buttonClassName} href={previewHref}>
        Preview at this time
      </a>{' '}
      <button type="button" className={buttonClassName} disabled={cancelling} onClick={onCancel}>
        Cancel schedule
      </button>
    </>
  );
}

/** While a schedule is changed: Save change (only when something changed) and Keep as it was. */
export function ScheduleChangeButtons({
  onSave,
  canSave,
  onKeep,
  saveClassName,
  keepClassName,
}: {
  onSave: () => void;
  canSave: boolean;
  onKeep: () => void;
  saveClassName: string;
  keepClassName: string;
}) {
  return (
    <>
      <button type="button" className={saveClassName} disabled={!canSave} onClick={onSave}>
        Save change
      </button>{' '}
      <button type="button" className={keepClassName} onClick={onKeep}>
        Keep as it was
      </button>
    </>
  );
}
