import { NavLink, Outlet, useParams } from 'react-router';
import { homePath, settingsPath, SETTINGS_PAGES, SETTINGS_REMOTE } from '@laurel/domain';
import { AccountBar } from './account-bar';

/**
 * The settings layout: the admin's settings pages with their navigation (labels from the settings remote's
 * contract), and the way back to the site's Home first in it (the account bar above also says "Back to site").
 */
export function SettingsLayout() {
  const { siteId = '' } = useParams();
  return (
    <div className="shell-app">
      <AccountBar />
      <div className="shell-settings">
        <nav className="shell-settings__nav" aria-label="Settings">
          <NavLink to={homePath(siteId)} className="shell-settings__link shell-settings__back">
            ← Back to the site
          </NavLink>
          <h1 className="shell-settings__title">Settings</h1>
          <ul>
            {SETTINGS_PAGES.map((page) => (
              <li key={page}>
                <NavLink to={settingsPath(siteId, page)} className="shell-settings__link">
                  {SETTINGS_REMOTE.labels[page]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-settings__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export default SettingsLayout;
