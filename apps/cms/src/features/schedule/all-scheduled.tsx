import { schedulePreviewPath, type Schedule } from '@laurel/domain';
import { ScheduleLabel } from '@laurel/ui/schedule';
import { ScheduleRow } from './schedule-row';
import { useSiteTimeZone } from './use-schedule-zone';

const whatOf = (s: Schedule) =>
  s.kind === 'home'
    ? 'Home'
    : `${s.name}${s.itemIds ? ` (${s.itemIds.length} ${s.kind === 'category' ? 'folders' : 'profiles'})` : ''}`;

/**
 * Everything scheduled in the site that this editor may change, soonest first, each changed in place (time
 * and action) or cancelled: the one list, also for editors who are not site admins (Settings, where admins
 * also preview, is theirs only).
 */
export function AllScheduled({ siteId, schedules }: { siteId: string; schedules: Schedule[] }) {
  const zone = useSiteTimeZone(siteId);
  if (schedules.length === 0) return <p className="cms-field__hint">Nothing is scheduled.</p>;
  return (
    <ul className="cms-schedule-list" aria-label="Everything scheduled">
      {schedules.map((s) => (
        <ScheduleRow
          key={s._id}
          siteId={siteId}
          s={s}
          zone={zone}
          what={whatOf(s)}
          previewHref={schedulePreviewPath(siteId, s)}
        >
          {whatOf(s)}: <ScheduleLabel s={s} timeZone={zone} />
          {s.announce ? ', with “Now inducted”' : ''}
        </ScheduleRow>
      ))}
    </ul>
  );
}
