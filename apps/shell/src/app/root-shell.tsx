import { Outlet } from 'react-router';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { NavigationBlocker } from './navigation-blocker';
import { ServerErrorDialog } from './server-error-dialog';
import { UrlEffects } from './url-effects';

/** The top route: URL rules, theme, monitoring, the saving blocker and the server-error popup. */
export function RootShell() {
  useDocumentTheme();
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
