import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { useGetTweetsQuery, type Session } from '@laurel/api-client';
import type { HomeButton } from '@laurel/domain';
import { Dialog, Icon, MediaImage, Skeleton, type IconName } from '@laurel/ui';
import { UpcomingEvents } from './upcoming-events';

/** A Twitter button shows only when it has a username and id and the server confirmed it (SPEC §5). */
export const isTwitterReady = (b: HomeButton) =>
  b.type === 'Twitter' && !!b.buttonId && !!b.data.username && b.data.confirmed === true;
const isShown = (b: HomeButton) => (b.type === 'Twitter' ? isTwitterReady(b) : true);

const ICONS: Record<HomeButton['type'], IconName> = {
  Image: 'next',
  Text: 'info',
  Calendar: 'calendar',
  Twitter: 'play',
};

/** The home buttons: image links, text popups, a calendar of upcoming events, a Twitter feed. */
export function HomeButtons({
  siteId,
  buttons,
  className = '',
}: {
  siteId: string;
  buttons: HomeButton[];
  className?: string;
}) {
  const [open, setOpen] = useState<HomeButton | null>(null);
  const navigate = useNavigate();
  const shown = buttons.filter(isShown);
  if (shown.length === 0) return null;
  const activate = (b: HomeButton) => {
    if (b.type === 'Image' && b.data.url) {
      if (b.data.url.startsWith('/')) navigate(b.data.url);
      else window.open(b.data.url, '_blank', 'noopener');
    } else setOpen(b);
  };
  return (
    <nav className={`ps-home-buttons ${className}`} aria-label="More">
      {shown.map((b) => (
        <div key={b.buttonId} className="ps-home-buttons__cell">
          <button
            type="button"
            className={`ps-home-button ps-home-button--${b.type.toLowerCase()}`}
            onClick={() => activate(b)}
          >
            {b.type === 'Image' && b.data.image ? (
              <span className="ps-home-button__image">
                <MediaImage media={b.data.image} alt="" sizes="(max-width: 700px) 100vw, 25vw" />
              </span>
            ) : (
              <span className="ps-home-button__icon" aria-hidden="true">
                <Icon name={ICONS[b.type]} size="1.4em" />
              </span>
            )}
            <span className="ps-home-button__label">{b.label}</span>
          </button>
        </div>
      ))}
      {open ? (
        <Dialog open onClose={() => setOpen(null)} title={open.label}>
          {open.type === 'Text' ? <p className="ps-dialog-text">{open.data.text}</p> : null}
          {open.type === 'Calendar' && open.data.url ? (
            <UpcomingEvents siteId={siteId} url={open.data.url} limit={10} title={open.label} heading={false} />
          ) : null}
          {open.type === 'Twitter' ? <TweetList siteId={siteId} buttonId={open.buttonId} /> : null}
        </Dialog>
      ) : null}
    </nav>
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
