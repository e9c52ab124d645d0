import { Outlet } from 'react-router';
import { AccountBarSlot } from './account-bar-slot';

/** The app default layout: public pages and editing routes, full-bleed, with the account bar when signed in. */
export function AppLayout() {
  return (
    <div className="shell-app">
      <AccountBarSlot />
      <main id="main" className="shell-app__main">
        <Outlet />
      </main>
    </div>
  );
}
