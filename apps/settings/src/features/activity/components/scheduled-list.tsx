import { Link } from 'react-router';
import { categoryPath, type Schedule } from '@laurel/domain';
import { useSettingsSchedulesQuery } from '../api/activity-endpoints';

/** Everything scheduled in the site and not done yet, soonest first (in the site's time zone once it has one). */
export function ScheduledList({ siteId, timeZone }: { siteId: string; timeZone?: string }) {
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const { data } = useSettingsSchedulesQuery(siteId, { skip: !siteId, refetchOnMountOrArgChange: true });
  if (!data) return null;
  if (data.length === 0) return <p className="st-field__hint">Nothing is scheduled.</p>;
  return (
    <table className="st-table st-activity-table">
      <caption className="st-visually-hidden">Scheduled, soonest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Scheduled by</th>
        </tr>
      </thead>
      <tbody>
        {data.map((s: Schedule) => (
          <tr key={s._id}>
            <td>
              <time dateTime={s.at}>{when.format(new Date(s.at))}</time>
            </td>
            <td>
              {s.action === 'publish' ? 'Publish ' : 'Unpublish '}
              {s.kind === 'category' ? <Link to={categoryPath(siteId, s.itemId)}>{s.name}</Link> : s.name}
              {s.kind === 'category' ? ' (folder)' : ''}
            </td>
            <td>{s.by}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
