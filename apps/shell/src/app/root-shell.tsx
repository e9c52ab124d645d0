import { Outlet } from 'react-router';
import { useDocumentTheme } from '../theme/use-document-theme';
import { useActiveSiteMemory } from '../session/use-active-site-memory';
import { useMonitoring } from '../monitoring/use-monitoring';
import { useGuidance } from '../monitoring/use-guidance';
import { AgreementsSlot } from '../agreements/agreements-slot';
import { NavigationBlocker } from './navigation-blocker';
import { ServerErrorDialog } from './server-error-dialog';
import { UrlEffects } from './url-effects';

/**
 * The top route: URL rules, theme, monitoring and flags, the agreements (then the guidance tool), the saving
 * blocker and the server-error popup.
 */
export function RootShell() {
  useDocumentTheme();
  useActiveSiteMemory();
  useMonitoring();
  useGuidance();
  return (
    <>
      <UrlEffects />
      <Outlet />
      <NavigationBlocker />
      <ServerErrorDialog />
      <AgreementsSlot />
    </>
  );
}
