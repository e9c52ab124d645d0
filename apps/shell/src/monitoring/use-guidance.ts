import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { fetchRuntimeConfig, type PendoConfig } from './runtime-config';
import { isBotUserAgent } from './monitoring-rules';

/** SPEC §6: the guidance tool starts only for a signed-in user (never a kiosk) who has signed the agreements. */
export const guidanceAllowed = (s: RootState['session']) =>
  s.isAuth && !s.touchScreen && s.hasSignedAgreements && Boolean(s.userEmail);

/** Starts the in-app guidance tool once, when /config.json configures it and the user may have it. */
export function useGuidance(): void {
  const session = useSelector((s: RootState) => s.session);
  const [config, setConfig] = useState<PendoConfig | null>(null);
  const started = useRef(false);
  const allowed = guidanceAllowed(session);

  useEffect(() => {
    if (!allowed || isBotUserAgent(navigator.userAgent)) return;
    void fetchRuntimeConfig().then((c) => setConfig(c.pendo));
  }, [allowed]);

  const { userEmail, isAdmin, clientID, organizationName } = session;
  useEffect(() => {
    if (!config || !allowed || started.current || !userEmail) return;
    started.current = true;
    import(/* webpackChunkName: "services" */ './services-start')
      .then(({ startGuidance }) => startGuidance(config, { email: userEmail, isAdmin, clientID, organizationName }))
      .catch((err) => console.error('The guidance tool could not start', err));
  }, [config, allowed, userEmail, isAdmin, clientID, organizationName]);
}
