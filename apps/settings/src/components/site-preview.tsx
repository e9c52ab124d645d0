import type { CSSProperties } from 'react';
import type { Site } from '@laurel/domain';
import { siteTheme } from '@laurel/theme';
import { siteThemeColors } from '@laurel/theme/colors';
import { MediaImage } from '@laurel/ui';
import { usePreviewFonts } from '../lib/use-preview-fonts';

export interface SitePreviewProps {
  /** The site with the unsaved values applied. */
  site: Site;
  /** Folder names to show on the sample cards. */
  folderNames?: string[];
}

/**
 * What visitors would see with the unsaved settings: the site's design tokens computed in the browser from
 * the draft (colours with `siteThemeColors`, the same function the API uses for `themeColors`; fonts 1–3
 * loaded from our own origin), painted on a sample of Home (logo, background photo), folder cards, a profile and a
 * records board.
 */
export function SitePreview({ site, folderNames = [] }: SitePreviewProps) {
  usePreviewFonts(site);
  const vars = siteTheme({ ...site, themeColors: siteThemeColors(site) }).variables as CSSProperties;
  const labels = site.categoryPage.labels;
  const names = folderNames.length ? folderNames.slice(0, 3) : ['Football', 'Basketball', 'Track & Field'];
  const title = site.home.title || site.styleName;
  return (
    <div
      className="st-preview"
      style={vars}
      role="region"
      aria-label="Preview of the unsaved settings"
      data-testid="site-preview"
    >
      <div className="st-preview__banner" data-part="banner">
        {site.home.headerType !== 'title' && site.primaryLogo ? (
          <MediaImage media={site.primaryLogo} alt="" fit="contain" sizes="4em" className="st-preview__logo" />
        ) : null}
        {site.home.headerType !== 'logo' ? <span className="st-preview__title">{title}</span> : null}
      </div>
      <div className="st-preview__stripe" data-part="header-stripe" />
      <div className="st-preview__body" data-part="background">
        {site.backgroundImage ? (
          <MediaImage media={site.backgroundImage} alt="" sizes="30em" className="st-preview__bg" />
        ) : null}
        {site.home.homeDescription ? (
          <p className="st-preview__text">{site.home.homeDescription.slice(0, 160)}</p>
        ) : null}
        <div className="st-preview__row">
          <span className="st-preview__start" data-part="start-button">
            {site.home.startButtonText || 'Touch to start'}
          </span>
          <span className="st-preview__home-button" data-part="home-button">
            Calendar
          </span>
        </div>
        <div className="st-preview__filters" data-part="filter-bar">
          <span>A–Z</span>
          <span>{labels.graduationDate || 'Class of'}</span>
          <span>{labels.activity || 'Activity'}</span>
        </div>
        <div className="st-preview__cards">
          {names.map((n) => (
            <span key={n} className="st-preview__card" data-part="folder-card">
              {n}
            </span>
          ))}
        </div>
        <div className="st-preview__pair">
          <div className="st-preview__profile" data-part="profile">
            <strong>Jordan Ellis</strong>
            <span>
              {labels.activity || 'Activity'}: Basketball · {labels.graduationDate || 'Graduated'}:{' '}
              {site.categoryPage.dateFormat === 'year' ? '1998' : 'June 5, 1998'}
            </span>
          </div>
          <table className="st-preview__board" data-part="records-board">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>1</td>
                <td>Sam Rivera</td>
                <td>2,104</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
