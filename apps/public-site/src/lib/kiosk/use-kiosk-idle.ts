import { useNavigate } from 'react-router';
import type { Site } from '@laurel/domain';
import { useState } from 'react';
import { DEFAULT_RETURN_HOME_TIMEOUT_MS, homePath } from '@laurel/domain';
import { isTouchOnlyDisplay, useIdleReturn } from '@laurel/ui';

/** The site's return-home time-out (ms), or the default 6 minutes when unset or invalid. */
export function returnHomeTimeout(site: Site | undefined): number {
  const value = Number(site?.text?.returnHomeTimeout);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETURN_HOME_TIMEOUT_MS;
}

/**
 * A kiosk goes back to Home after the site's time-out without activity: a screen marked `touchScreen`, or any
 * display that can only be touched (no mouse, larger than a phone), so an unmarked kiosk still resets.
 */
export function useKioskIdle(siteId: string, site: Site | undefined, touchScreen: boolean, onIdle?: () => void): void {
  const navigate = useNavigate();
  const [touchOnly] = useState(isTouchOnlyDisplay);
  useIdleReturn(
    returnHomeTimeout(site),
    () => {
      onIdle?.();
      navigate(homePath(siteId), { replace: false });
    },
    (touchScreen || touchOnly) && !!siteId,
  );
}
