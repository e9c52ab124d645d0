import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { isBotUserAgent } from './bot-user-agent';
import type { MonitoringSession } from './monitoring-rules';
import type { MonitoringState } from './start-monitoring';

/**
 * Monitoring and feature flags start after the app has mounted, only when `/config.json` configures them,
 * never for prerender or screenshot bots. Their code (start-monitoring.ts, then each SDK) loads only then.
 */
export function useMonitoring(): void {
  const session = useSelector((s: RootState) => s.session);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const state = useRef<MonitoringState>({ monitoring: null, listening: true, flagsStarted: false });

  useEffect(() => {
    if (isBotUserAgent(navigator.userAgent)) return;
    void fetchRuntimeConfig().then(setConfig);
  }, []);

  const { userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen, ready } = session;
  useEffect(() => {
    if (!config || !ready || (!config.datadog && !config.launchdarkly)) return;
    const s: MonitoringSession = { userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen };
    import('./start-monitoring')
      .then((m) => m.updateMonitoring(config, s, state.current))
      .catch((err: unknown) => console.error('Monitoring could not start', err));
  }, [config, ready, userEmail, clientID, styleID, isAuth, isAdmin, isInternal, touchScreen]);
}
