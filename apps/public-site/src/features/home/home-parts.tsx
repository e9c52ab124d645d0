import { Link } from 'react-router';
import type { MediaItem, Site } from '@laurel/domain';
import { categoriesPath } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { EditSlot, useEditMode } from '@laurel/ui/edit-slots';
import { useAutoPages } from '../../lib/kiosk/hooks/use-auto-pages';

/** Logo and/or title by the site's header type. */
export function HomeHeader({ site, siteId }: { site: Site; siteId: string }) {
  const { headerType, title } = site.home;
  const showLogo = headerType !== 'title' && !!site.primaryLogo;
  const showTitle = headerType !== 'logo' || !site.primaryLogo;
  return (
    <header className="ps-home-header">
      {showLogo ? (
        <div className="ps-home-header__logo">
          <MediaImage media={site.primaryLogo} alt={showTitle ? '' : title} fit="contain" sizes="240px" priority />
        </div>
      ) : null}
      {showTitle ? (
        <h1 className="ps-home-header__title">
          <EditSlot name="home-text" target={{ siteId, site, field: 'title' }}>
            {title}
          </EditSlot>
        </h1>
      ) : (
        <h1 className="ui-visually-hidden">{title}</h1>
      )}
    </header>
  );
}

export function StartButton({ site, siteId }: { site: Site; siteId: string }) {
  return (
    <Link className="ps-start" to={categoriesPath(siteId)} data-testid="start-button">
      <span>{site.home.startButtonText || 'Start'}</span>
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          d="M9 5l7 7-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}

export function HomeDescription({ site, siteId }: { site: Site; siteId: string }) {
  const editing = useEditMode();
  if (!site.home.homeDescription && !editing) return null;
  return (
    <p className="ps-home-description">
      <EditSlot name="home-text" target={{ siteId, site, field: 'homeDescription' }}>
        {site.home.homeDescription}
      </EditSlot>
    </p>
  );
}

/** Announcements shown at once; more take turns (Home fits one screen and still shows every one). */
const ANNOUNCEMENTS_AT_ONCE = 3;

export function Announcements({ site }: { site: Site }) {
  const all = site.announcements ?? [];
  const pages = useAutoPages(all.length, ANNOUNCEMENTS_AT_ONCE);
  if (!all.length) return null;
  return (
    <section className="ps-announcements" aria-label="Announcements" data-testid="announcements">
      <h2 className="ps-section-title">
        Announcements
        {pages.pages > 1 ? (
          <span className="ps-announcements__page">
            {' '}
            {pages.page + 1} / {pages.pages}
          </span>
        ) : null}
      </h2>
      <ul aria-live={pages.pages > 1 ? 'polite' : undefined}>
        {all.slice(pages.start, pages.end).map((a) => (
          <li key={a.id}>{a.text}</li>
        ))}
      </ul>
    </section>
  );
}

function LogoRow({ items, label, large }: { items: MediaItem[]; label: string; large?: boolean }) {
  return (
    <ul className={`ps-sponsors__row${large ? ' ps-sponsors__row--presenting' : ''}`} aria-label={label}>
      {items.map((m) => (
        <li key={m._id}>
          <MediaImage media={m} alt={m.metadata?.name ?? 'Sponsor'} fit="contain" sizes="240px" />
        </li>
      ))}
    </ul>
  );
}

/** Presenting sponsors (larger) and sponsors, with the site's sponsor text. */
export function Sponsors({ site }: { site: Site }) {
  const presenting = site.presentingSponsorImages ?? [];
  const sponsors = site.sponsorImages ?? [];
  if (!presenting.length && !sponsors.length) return null;
  return (
    <footer className="ps-sponsors" data-testid="sponsors">
      {site.home.sponsorText ? <p className="ps-sponsors__text">{site.home.sponsorText}</p> : null}
      {presenting.length ? <LogoRow items={presenting} label="Presenting sponsors" large /> : null}
      {sponsors.length ? <LogoRow items={sponsors} label="Sponsors" /> : null}
    </footer>
  );
}
