import { useGetCalendarQuery } from '@laurel/api-client';
import { upcoming } from '@laurel/domain';
import { Skeleton } from '@laurel/ui';

const dayFmt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The next events of a calendar link (GET calendar), as a compact list. It asks for the `limit` it shows, not the
 * whole feed: a server-rendered Home carries this reply in its page (issue 26, phones). Events that end while
 * the page is open drop out here.
 */
export function UpcomingEvents({
  siteId,
  url,
  limit = 5,
  title = 'Upcoming events',
  heading = true,
}: {
  siteId: string;
  url: string;
  limit?: number;
  title?: string;
  heading?: boolean;
}) {
  const { data, isLoading, isError } = useGetCalendarQuery({ siteId, url, upcoming: limit }, { skip: !url || !siteId });
  const events = upcoming(data ?? [], new Date(), limit);
  return (
    <section className="ps-events" aria-label={title} data-testid="upcoming-events">
      {heading ? <h2 className="ps-section-title">{title}</h2> : null}
      {isLoading ? <Skeleton height="4em" /> : null}
      {isError ? <p className="ps-events__none">The calendar cannot be reached right now.</p> : null}
      {data && events.length === 0 ? <p className="ps-events__none">No upcoming events.</p> : null}
      <ol className="ps-events__list">
        {events.map((e) => {
          const start = new Date(e.start);
          return (
            <li key={`${e.uid} ${e.start}`} className="ps-events__item">
              <span className="ps-events__date">
                <span className="ps-events__month">{start.toLocaleString('en-US', { month: 'short' })}</span>
                <span className="ps-events__day">{start.getDate()}</span>
              </span>
              <span className="ps-events__text">
                <strong>{e.summary}</strong>
                <small>
                  {dayFmt.format(start)} · {timeFmt.format(start)}
                  {e.location ? ` · ${e.location}` : ''}
                </small>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
