import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { useLiveSite, type RootState } from '@laurel/api-client';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { useRemoteUpdates } from '../federation/use-remote-updates';
import { ServerErrorDialog } from './server-error-dialog';
import { SignedInSlot } from './signed-in-slot';
import { UrlEffects } from './url-effects';

/** Touch-screen kiosks only: offline copy, heartbeat, self-recovery, emergency announcement (its own chunk). */
const KioskMode = lazy(() => import('../kiosk/kiosk-mode'));
// Only signed-in users save, so only they can be held by the saving blocker: visitors do not download it.
const NavigationBlocker = lazy(() => import('./navigation-blocker'));

/**
 * The top route: URL rules, theme, live updates of the active site (saved settings and edits show on every
 * open screen), new versions of the remotes (at a navigation or change notice), monitoring, the saving blocker, the server-error popup,
 * and for signed-in users the agreements (then the guidance tool).
 */
export function RootShell() {
  const signedIn = useSelector((s: RootState) => s.session.isAuth);
  useDocumentTheme();
  useLiveSite(useSelector((s: RootState) => s.session.styleID));
  useActiveSiteMemory();
  useMonitoring();
  useRemoteUpdates();
  const kiosk = useSelector((s: RootState) => s.session.touchScreen);
  return (
    <>
      <UrlEffects />
      <Outlet />
      {signedIn ? (
        <Suspense fallback={null}>
          <NavigationBlocker />
        </Suspense>
      ) : null}
      <ServerErrorDialog />
      <SignedInSlot />
      {kiosk ? (
        <Suspense fallback={null}>
          <KioskMode />
        </Suspense>
      ) : null}
    </>
  );
}
