import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { fetchConfigJson } from './config-json';
import { parseRuntimeConfig, type PendoConfig } from './runtime-config';
import { isBotUserAgent } from './bots';
import { startGuidance } from './start-guidance';

/** SPEC §6: the guidance tool starts only for a signed-in user (never a kiosk) who has signed the agreements. */
export const guidanceAllowed = (s: RootState['session']) =>
  s.isAuth && !s.touchScreen && s.hasSignedAgreements && Boolean(s.userEmail);

/**
 * Starts the in-app guidance tool once, when /config.json configures it and the user may have it. Part of the
 * signed-in chunk (app/signed-in-slot.tsx); Pendo's agent is a chunk of its own (start-guidance.ts).
 */
export function useGuidance(): void {
  const session = useSelector((s: RootState) => s.session);
  const [config, setConfig] = useState<PendoConfig | null>(null);
  const started = useRef(false);
  const allowed = guidanceAllowed(session);

  useEffect(() => {
    if (!allowed || isBotUserAgent(navigator.userAgent)) return;
    void fetchConfigJson().then((c) => setConfig(parseRuntimeConfig(c).pendo));
  }, [allowed]);

  const { userEmail, isAdmin, clientID, organizationName } = session;
  useEffect(() => {
    if (!config || !allowed || started.current || !userEmail) return;
    started.current = true;
    startGuidance(config, { email: userEmail, isAdmin, clientID, organizationName }).catch((err) =>
      console.error('The guidance tool could not start', err),
    );
  }, [config, allowed, userEmail, isAdmin, clientID, organizationName]);
}
