import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { useLiveSite, type RootState } from '@laurel/api-client';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { NavigationBlocker } from './navigation-blocker';
import { ServerErrorDialog } from './server-error-dialog';
import { UrlEffects } from './url-effects';

/**
 * The top route: URL rules, theme, live updates of the active site (saved settings and edits show on every
 * open screen), monitoring, the saving blocker and the server-error popup.
 */
export function RootShell() {
  useDocumentTheme();
  useLiveSite(useSelector((s: RootState) => s.session.styleID));
  useActiveSiteMemory();
  useMonitoring();
  return (
    <>
      <UrlEffects />
      <Outlet />
      <NavigationBlocker />
      <ServerErrorDialog />
    </>
  );
}
