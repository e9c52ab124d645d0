import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';

const SignedInServices = lazy(() => import('./signed-in-services'));

/**
 * What only a signed-in user (never a kiosk) gets from the root shell — the agreements, then the guidance
 * tool — as a chunk loaded once someone has signed in, so visitors' pages carry none of it.
 */
export function SignedInSlot() {
  const signedIn = useSelector((s: RootState) => s.session.ready && s.session.isAuth && !s.session.touchScreen);
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInServices />
    </Suspense>
  ) : null;
}
