import type { ReactNode } from 'react';
import type { Schedule } from '@laurel/domain';
import { ScheduleRowButtons, useScheduleEdit } from '@laurel/ui/schedule';
import { ScheduleChangeForm } from './schedule-change-form';
import { useScheduleCancelMutation } from './schedule-endpoints';

/**
 * One pending schedule in a list (an item's Schedule panel, everything scheduled, Home): what and when, then the
 * shared buttons (Change… its time and what happens, in place, the form taking the buttons' place; Preview at this
 * time; Cancel schedule).
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
  const edit = useScheduleEdit<HTMLLIElement>(s, zone);
  const [cancel, cancelling] = useScheduleCancelMutation();
  return (
    <li className="cms-schedule-row" ref={edit.rowRef}>
      <span className="cms-schedule-row__text">{children}</span>{' '}
      {edit.draft ? (
        <ScheduleChangeForm
          siteId={siteId}
          s={s}
          zone={zone}
          what={what}
          draft={edit.draft}
          onDraft={edit.setDraft}
          body={edit.body}
          onDone={edit.stop}
        />
      ) : (
        <span className="cms-schedule-row__buttons">
          <ScheduleRowButtons
            name={s.name}
            previewHref={previewHref}
            onChange={edit.start}
            onCancel={() => void cancel({ siteId, scheduleId: s._id })}
            cancelling={cancelling.isLoading}
            buttonClassName="ui-button ui-button--secondary"
          />
        </span>
      )}
    </li>
  );
}
