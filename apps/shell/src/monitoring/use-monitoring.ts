import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@laurel/api-client';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { isBotUserAgent, type MonitoringSession } from './monitoring-rules';
import type { Monitoring } from './start-datadog';

/**
 * Monitoring and feature flags start after the app has mounted, only when `/config.json` configures them,
 * never for prerender or screenshot bots. Their code (`services-start`) and both SDKs are separate chunks
 * loaded only then.
 */
export function useMonitoring(): void {
  const session = useSelector((s: RootState) => s.session);
  const dispatch = useDispatch<AppDispatch>();
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const monitoring = useRef<Promise<Monitoring> | null>(null);
  const listening = useRef(true);
  const flagsStarted = useRef(false);

  useEffect(() => {
    if (isBotUserAgent(navigator.userAgent)) return;
    void fetchRuntimeConfig().then(setConfig);
  }, []);

  const { userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen, ready } = session;
  useEffect(() => {
    if (!config || !ready || (!config.datadog && !config.launchdarkly)) return;
    const s: MonitoringSession = { userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen };
    void (async () => {
      const { flagContext, hashEmail, startDatadog, startFlags } = await import(
        /* webpackChunkName: "services" */ './services-start'
      );
      const hash = isAuth && userEmail ? await hashEmail(userEmail) : null;
      if (config.datadog && listening.current) {
        monitoring.current ??= startDatadog(config.datadog);
        const m = await monitoring.current;
        listening.current = m.onAuthChange(s, hash);
      }
      if (config.launchdarkly && !flagsStarted.current) {
        flagsStarted.current = true;
        await startFlags(config.launchdarkly, flagContext(s, hash), dispatch);
      }
    })().catch((err) => console.error('Monitoring could not start', err));
  }, [config, ready, userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen, dispatch]);
}
