import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { useSignOut } from '../session/use-sign-out';
import { SiteSwitcher } from './site-switcher';

/** A slim bar for signed-in editors: who is signed in, saving state, sign out. Never on a kiosk. */
export function AccountBar() {
  const { isAuth, userEmail, touchScreen, saving, isAdmin } = useSelector((s: RootState) => s.session);
  const signOut = useSignOut();
  if (!isAuth || touchScreen || !userEmail) return null;
  return (
    <div className="shell-account-bar" role="region" aria-label="Account">
      <span className="shell-account-bar__brand">Laurel</span>
      <span className="shell-account-bar__status" role="status" aria-live="polite">
        {saving ? 'Saving…' : 'All changes saved'}
      </span>
      <SiteSwitcher />
      <span className="shell-account-bar__who">
        {userEmail}
        {isAdmin ? <span className="shell-account-bar__role">Admin</span> : null}
      </span>
      <button type="button" className="shell-account-bar__button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

export default AccountBar;
