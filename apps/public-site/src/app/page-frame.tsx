import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Site } from '@laurel/domain';
import { homePath, PAGE_READY_ATTRIBUTE } from '@laurel/domain';
import { Icon, MediaImage, ThemeScope, useSiteTheme } from '@laurel/ui';
import { clearRememberedFilters } from '../features/filters/remembered-filters';
import { useKioskIdle } from '../lib/kiosk/use-kiosk-idle';
import { endVisit } from '../lib/analytics/visit-session';
import { PageBackground } from './page-background';
import './styles/index.css';

// Search opens on a tap: its code loads then (or as the pointer or focus reaches the button), not with the page.
const loadSearch = () => import('../features/search/search-dialog');
const SearchDialog = lazy(async () => ({ default: (await loadSearch()).SearchDialog }));

export interface PageFrameProps {
  siteId: string;
  site: Site | undefined;
  touchScreen: boolean;
  /** Where the back button goes (one level up); none on Home. */
  up?: string;
  /** The page's own header (Home has its own); defaults to the site bar. */
  bare?: boolean;
  /** Full-page background image (category/entry `background`, else the site's). */
  background?: { url: string } | null;
  children: ReactNode;
  testId?: string;
}

/**
 * Every public page sits in this frame: the site's theme, kiosk behaviour (idle return, no text
 * selection), a top bar with a visible Back, Home and Search, and the page's background.
 */
export function PageFrame({ siteId, site, touchScreen, up, bare, background, children, testId }: PageFrameProps) {
  const { variables, dark } = useSiteTheme(site);
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();
  useKioskIdle(siteId, site, touchScreen, () => {
    // A kiosk left alone starts fresh for the next visitor (a new visit in the analytics too).
    setSearching(false);
    endVisit();
    clearRememberedFilters(siteId);
  });
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, []);
  const bg = background?.url ?? site?.backgroundImage?.url;
  return (
    <ThemeScope
      variables={variables}
      touch={touchScreen}
      dark={dark}
      className={`ps-page${site?.home.animations?.cards ? ' ps-page--animated-cards' : ''}`}
    >
      {bg ? (
        <PageBackground
          url={bg}
          theme={`${dark ? 'dark' : 'light'} ${variables['--laurel-background'] ?? ''}`}
          covered={bare}
        />
      ) : null}
      {bare ? null : (
        <header className="ps-bar">
          <nav className="ps-bar__nav" aria-label="Site">
            {up ? (
              <button type="button" className="ps-bar__button" onClick={() => navigate(up)} aria-label="Back">
                <Icon name="back" /> <span className="ps-bar__text">Back</span>
              </button>
            ) : null}
            <Link className="ps-bar__button" to={homePath(siteId)} aria-label="Home">
              <Icon name="home" /> <span className="ps-bar__text">Home</span>
            </Link>
          </nav>
          <Link className="ps-bar__brand" to={homePath(siteId)} tabIndex={-1} aria-hidden="true">
            {site?.primaryLogo ? (
              <span className="ps-bar__logo">
                <MediaImage media={site.primaryLogo} alt="" fit="contain" sizes="64px" />
              </span>
            ) : null}
            <span className="ps-bar__title">{site?.home.title ?? ''}</span>
          </Link>
          <button
            type="button"
            className="ps-bar__button"
            onClick={() => setSearching(true)}
            onPointerEnter={() => void loadSearch()}
            onFocus={() => void loadSearch()}
            aria-label="Search"
          >
            <Icon name="search" /> <span className="ps-bar__text">Search</span>
          </button>
        </header>
      )}
      <main className="ps-main" data-testid={testId}>
        {children}
      </main>
      {searching ? (
        <Suspense fallback={null}>
          <SearchDialog siteId={siteId} onClose={() => setSearching(false)} kiosk={touchScreen} />
        </Suspense>
      ) : null}
    </ThemeScope>
  );
}
