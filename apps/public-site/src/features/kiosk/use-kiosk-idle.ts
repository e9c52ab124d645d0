import { useNavigate } from 'react-router';
import type { Site } from '@laurel/domain';
import { DEFAULT_RETURN_HOME_TIMEOUT_MS, homePath } from '@laurel/domain';
import { useIdleReturn } from '@laurel/ui';

/** The site's return-home time-out (ms), or the default 6 minutes when unset or invalid. */
export function returnHomeTimeout(site: Site | undefined): number {
  const value = Number(site?.text?.returnHomeTimeout);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETURN_HOME_TIMEOUT_MS;
}

/** A touch-screen kiosk goes back to Home after the site's time-out without activity. */
export function useKioskIdle(siteId: string, site: Site | undefined, touchScreen: boolean, onIdle?: () => void): void {
  const navigate = useNavigate();
  useIdleReturn(
    returnHomeTimeout(site),
    () => {
      onIdle?.();
      navigate(homePath(siteId), { replace: false });
    },
    touchScreen && !!siteId,
  );
}
