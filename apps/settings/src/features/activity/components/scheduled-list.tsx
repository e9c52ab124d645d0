import { useSettingsSchedulesQuery } from '../api/activity-endpoints';
import { ScheduleRow } from './scheduled-row';

/**
 * Everything scheduled in the site and not done yet, soonest first; each can be changed (time, action), previewed
 * or cancelled.
 */
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
    <table className="st-table st-activity-table st-schedule-table">
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
