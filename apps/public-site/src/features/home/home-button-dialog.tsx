import { useSelector } from 'react-redux';
import { useGetTweetsQuery, type Session } from '@laurel/api-client';
import type { HomeButton } from '@laurel/domain';
import { Dialog, Skeleton } from '@laurel/ui';
import { UpcomingEvents } from './upcoming-events';

/**
 * What a home button opens: a text popup, a calendar of upcoming events, a Twitter feed. A chunk of its own
 * (home-buttons.tsx loads it when a button is touched or focused): a visitor's Home shows without it.
 */
export function HomeButtonDialog({ siteId, open, onClose }: { siteId: string; open: HomeButton; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={open.label}>
      {open.type === 'Text' ? <p className="ps-dialog-text">{open.data.text}</p> : null}
      {open.type === 'Calendar' && open.data.url ? (
        <UpcomingEvents siteId={siteId} url={open.data.url} limit={10} title={open.label} heading={false} />
      ) : null}
      {open.type === 'Twitter' ? <TweetList siteId={siteId} buttonId={open.buttonId} /> : null}
    </Dialog>
  );
}

function TweetList({ siteId, buttonId }: { siteId: string; buttonId: string }) {
  // In CMS mode tweets are fetched afresh every time (SPEC §5), so editors see a just-confirmed feed.
  const cms = useSelector((st: { session: Session }) => st.session.cmsMode);
  const { data, isLoading, isError } = useGetTweetsQuery(
    { siteId, buttonId, ...(cms ? { cms } : {}) },
    { refetchOnMountOrArgChange: cms },
  );
  if (isLoading) return <Skeleton height="6em" />;
  if (isError || !data?.length) return <p>No posts to show right now.</p>;
  return (
    <ul className="ps-tweets">
      {data.map((t) => (
        <li key={t.id}>
          <p>{t.text}</p>
          <time dateTime={t.createdAt}>
            {new Date(t.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}
          </time>
        </li>
      ))}
    </ul>
  );
}
