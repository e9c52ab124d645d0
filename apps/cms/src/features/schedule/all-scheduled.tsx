import { schedulePreviewPath, type Schedule } from '@laurel/domain';
import { scheduleLabel } from '@laurel/ui/schedule';
import { useScheduleCancelMutation } from './schedule-endpoints';
import { useSiteTimeZone } from './use-schedule-zone';

const whatOf = (s: Schedule) =>
  s.kind === 'home'
    ? 'Home'
    : `${s.name}${s.itemIds ? ` (${s.itemIds.length} ${s.kind === 'category' ? 'folders' : 'profiles'})` : ''}`;

/**
 * Everything scheduled in the site that this editor may change, soonest first: the one list, also for editors
 * who are not site admins (Settings, where admins also change times and preview, is theirs only).
 */
export function AllScheduled({ siteId, schedules }: { siteId: string; schedules: Schedule[] }) {
  const [cancel] = useScheduleCancelMutation();
  const zone = useSiteTimeZone(siteId);
  if (schedules.length === 0) return <p className="cms-field__hint">Nothing is scheduled.</p>;
  return (
    <ul className="cms-schedule-list" aria-label="Everything scheduled">
      {schedules.map((s) => (
        <li key={s._id}>
          {whatOf(s)}: {scheduleLabel(s, zone)}{' '}
          <a className="ui-button ui-button--ghost" href={schedulePreviewPath(siteId, s)}>
            Preview at this time
          </a>{' '}
          <button
            type="button"
            className="ui-button ui-button--ghost"
            onClick={() => void cancel({ siteId, scheduleId: s._id })}
          >
            Cancel
          </button>
        </li>
      ))}
    </ul>
  );
}
