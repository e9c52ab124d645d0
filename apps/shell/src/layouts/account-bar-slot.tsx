import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';

const AccountBar = lazy(() => import('./account-bar'));

/**
 * The account bar of signed-in editors (never a kiosk): its code is a chunk loaded once someone has signed in,
 * so visitors' pages do not carry it. Until it has loaded, an empty bar of the same height holds its place.
 */
export function AccountBarSlot() {
  const shown = useSelector((s: RootState) => s.session.isAuth && !s.session.touchScreen && !!s.session.userEmail);
  return shown ? (
    <Suspense fallback={<div className="shell-account-bar" aria-hidden="true" />}>
      <AccountBar />
    </Suspense>
  ) : null;
}
