import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { useLiveSite, type RootState } from '@laurel/api-client';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { NavigationBlocker } from './navigation-blocker';
import { ServerErrorDialog } from './server-error-dialog';
import { UrlEffects } from './url-effects';

/** Touch-screen kiosks only: offline copy, heartbeat, self-recovery, emergency announcement (its own chunk). */
const KioskMode = lazy(() => import('../kiosk/kiosk-mode'));

/**
 * The top route: URL rules, theme, live updates of the active site (saved settings and edits show on every
 * open screen), monitoring, the saving blocker and the server-error popup.
 */
export function RootShell() {
  useDocumentTheme();
  useLiveSite(useSelector((s: RootState) => s.session.styleID));
  useActiveSiteMemory();
  useMonitoring();
  const kiosk = useSelector((s: RootState) => s.session.touchScreen);
  return (
    <>
      <UrlEffects />
      <Outlet />
      <NavigationBlocker />
      <ServerErrorDialog />
      {kiosk ? (
        <Suspense fallback={null}>
          <KioskMode />
        </Suspense>
      ) : null}
    </>
  );
}
