import { homeApi } from './site-endpoints';

/** "14:02", with the date in front when it was not today. */
export function failureTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${time}`;
}

/**
 * Tells the admin why a confirmed Twitter button's feed could not be read (visitors see "No posts to show
 * right now"), as the server stored it; nothing while the feed reads.
 */
export function TwitterFeedFailure({ siteId, buttonId }: { siteId: string; buttonId: string }) {
  const { data } = homeApi.useHomeTwitterStatusQuery(
    { siteId, buttonId },
    { refetchOnMountOrArgChange: true, pollingInterval: 60_000 },
  );
  const failure = data?.lastFailure;
  if (!failure) return null;
  const since = failure.since !== failure.at ? ` It has been failing since ${failureTime(failure.since)}.` : '';
  return (
    <p className="cms-field__hint cms-problem" role="alert">
      The X feed could not be read at {failureTime(failure.at)}: {failure.reason}. Visitors see “No posts to show right
      now”.{since}
    </p>
  );
}
