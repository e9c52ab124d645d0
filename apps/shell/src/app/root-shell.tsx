import { Outlet } from 'react-router';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { NavigationBlocker } from './navigation-blocker';
import { SignedInSlot } from './signed-in-slot';
import { ServerErrorDialog } from './server-error-dialog';
import { UrlEffects } from './url-effects';

/**
 * The top route: URL rules, theme, monitoring and flags, the saving blocker, the server-error popup, and for
 * signed-in users the agreements (then the guidance tool).
 */
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
      <SignedInSlot />
    </>
  );
}
