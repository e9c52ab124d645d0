import { useState } from 'react';
import type { ScheduleAction } from '@laurel/domain';
import {
  ScheduleActionSelect,
  ScheduleTimeField,
  localInputToIso,
  scheduleTimeError,
  type ScheduleFieldClasses,
} from '@laurel/ui/schedule';
import { useSiteTimeZone } from './use-schedule-zone';

/** The cms look of the shared schedule fields. */
export const CMS_SCHEDULE_FIELD: ScheduleFieldClasses = {
  field: 'cms-field',
  label: 'cms-field__label',
  input: 'cms-input',
  check: 'cms-choice',
};

/**
 * A new schedule's time, typed in the site's time zone: what was typed, and the instant it means once it can be
 * scheduled (readable and ahead of now; null until then, while the field says what is wrong).
 */
export function useScheduleWhen(siteId: string) {
  const zone = useSiteTimeZone(siteId);
  const [when, setWhen] = useState('');
  const at = localInputToIso(when, zone);
  return { zone, when, setWhen, at: at && !scheduleTimeError(when, Date.now(), zone) ? at : null };
}

export interface ScheduleWhenFieldProps {
  /** The site's time zone the time is typed and read in (the viewer's until an admin sets one). */
  zone?: string;
  when: string;
  onWhen: (when: string) => void;
  label?: string;
  /** "What happens", when it is chosen here: `what` follows in the options ("Publish this profile"). */
  action?: {
    value: ScheduleAction;
    onChange: (action: ScheduleAction) => void;
    what: string;
  };
}

/**
 * What happens and when, in every cms place a schedule is set or changed (an item's panel, a row's Change…,
 * the selection bar, the importers, Home): the shared picker in the site's zone with its hint and error.
 */
export function ScheduleWhenField({ zone, when, onWhen, label, action }: ScheduleWhenFieldProps) {
  return (
    <>
      {action ? <ScheduleActionSelect {...action} classes={CMS_SCHEDULE_FIELD} /> : null}
      <ScheduleTimeField label={label} value={when} onChange={onWhen} inputClassName="cms-input" timeZone={zone} />
    </>
  );
}
