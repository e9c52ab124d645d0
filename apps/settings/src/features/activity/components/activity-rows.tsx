import { Link } from 'react-router';
import type { VersionSummary } from '@laurel/domain';
import { activityLink, kindLabel } from '../lib/activity-query';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One page of activity lines as table rows; each line with an item links to it with that version open. */
export function ActivityRows({ siteId, lines }: { siteId: string; lines: VersionSummary[] }) {
  return (
    <>
      {lines.map((line) => {
        const link = activityLink(siteId, line);
        const more = line.items.length > 1 ? ` and ${line.items.length - 1} more` : '';
        return (
          <tr key={line._id}>
            <td>
              <time dateTime={line.at}>{when.format(new Date(line.at))}</time>
            </td>
            <td>{line.by}</td>
            <td>{kindLabel(line.kind)}</td>
            <td>{line.summary}</td>
            <td>
              {link ? (
                <Link to={link}>
                  Open {line.items[0].name}
                  {more}
                </Link>
              ) : null}
            </td>
          </tr>
        );
      })}
    </>
  );
}
