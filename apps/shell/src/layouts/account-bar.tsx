import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { homePath, isNoCmsPage, routeHeadOf, settingsPath } from '@laurel/domain';
import { sessionActions, type RootState } from '@laurel/api-client';
import { EditSlot } from '@laurel/ui/edit-slots';
import type { ControlsState } from '../cms/edit-controls-host';
import { useSignOut } from '../session/use-sign-out';

function saveStatus(saving: boolean, unsaved: number): string {
  if (saving) return 'Saving…';
  if (unsaved > 0) return unsaved === 1 ? '1 change not saved' : `${unsaved} changes not saved`;
  return 'All changes saved';
}

/**
 * A slim bar for signed-in editors: the editing switch, the cms remote's chrome (site switcher, the admins'
 * workrooms, selection actions, retry), Settings for admins (Back to site on a settings page), saving state,
 * who is signed in, sign out. Never on a kiosk.
 */
export function AccountBar({ controls, onRetry }: { controls?: ControlsState; onRetry?: () => void }) {
  const dispatch = useDispatch();
  const session = useSelector((s: RootState) => s.session);
  const { isAuth, userEmail, touchScreen, saving, isAdmin, showCMS, styleID, unsavedChanges, previewAt } = session;
  const signOut = useSignOut();
  // The bulk editors and recently deleted hide the editing chrome (SPEC §2): no Editing switch there, nor on a
  // page at a preview time (the site as visitors will see it; its banner leads back to editing).
  const { pathname } = useLocation();
  const noCmsPage = isNoCmsPage(pathname) || !!previewAt;
  const onSettings = routeHeadOf(pathname) === 'settings';
  if (!isAuth || touchScreen || !userEmail) return null;
  return (
    <div className="shell-account-bar" role="region" aria-label="Account">
      <span className="shell-account-bar__brand">Laurel</span>
      {controls && !noCmsPage ? (
        <label className="shell-switch">
          <input
            type="checkbox"
            role="switch"
            checked={showCMS}
            onChange={(e) => dispatch(sessionActions.showCmsSet(e.target.checked))}
          />
          <span className="shell-switch__track" aria-hidden="true" />
          Editing
        </label>
      ) : null}
      {controls?.status === 'loading' ? (
        <span className="shell-account-bar__status">Loading editing tools…</span>
      ) : null}
      {controls?.status === 'failed' ? (
        <button type="button" className="shell-account-bar__button" onClick={onRetry}>
          Editing tools did not load — Try again
        </button>
      ) : null}
      {styleID ? <EditSlot name="cms-chrome" target={{ siteId: styleID }} /> : null}
      {styleID && onSettings ? (
        <Link className="shell-account-bar__link" to={homePath(styleID)}>
          ← Back to site
        </Link>
      ) : null}
      {styleID && isAdmin && !onSettings ? (
        <Link className="shell-account-bar__link" to={settingsPath(styleID)}>
          Settings
        </Link>
      ) : null}
      <span
        className={`shell-account-bar__status${unsavedChanges > 0 && !saving ? ' shell-account-bar__status--alert' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="save-status"
      >
        {saveStatus(saving, unsavedChanges)}
      </span>
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
