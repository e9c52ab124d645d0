import { NavLink, Outlet, useParams } from 'react-router';
import { AccountBar } from './account-bar';

export const SETTINGS_PAGES = [
  ['users', 'Users'],
  ['general', 'General'],
  ['fonts', 'Fonts'],
  ['seo', 'SEO'],
  ['analytics', 'Analytics'],
  ['site-analytics', 'Site analytics'],
  ['rocketcast', 'RocketCast'],
] as const;

/** The settings layout: the admin's settings pages with their navigation. */
export function SettingsLayout() {
  const { styleid } = useParams();
  const site = encodeURIComponent(styleid ?? '');
  return (
    <div className="shell-app">
      <AccountBar />
      <div className="shell-settings">
        <nav className="shell-settings__nav" aria-label="Settings">
          <h1 className="shell-settings__title">Settings</h1>
          <ul>
            {SETTINGS_PAGES.map(([page, label]) => (
              <li key={page}>
                <NavLink to={`/settings/${site}/${page}`} className="shell-settings__link">
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={`/home/${site}`} className="shell-settings__link shell-settings__back">
            ← Back to the site
          </NavLink>
        </nav>
        <main id="main" className="shell-settings__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export default SettingsLayout;
