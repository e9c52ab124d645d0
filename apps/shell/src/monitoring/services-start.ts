/**
 * Monitoring and feature flags (SPEC §4, §9), as a chunk of its own: the page loads it only when /config.json
 * names one of them (use-monitoring.ts), so visitors' pages otherwise carry none of this code. Both follow
 * the authentication state in the store: monitoring hears every change until it stops listening (a kiosk),
 * the flag client is created on the first one. Each SDK is a further chunk, loaded only when configured.
 */
import type { AppStore, RootState } from '@laurel/api-client';
import type { ConfigJson } from './config-json';
import { flagContext, hashEmail, type MonitoringSession } from './monitoring-rules';
import { parseRuntimeConfig } from './runtime-config';
import { startDatadog, type Monitoring } from './start-datadog';
import { startFlags } from './start-flags';

const monitoringSession = (s: RootState['session']): MonitoringSession => ({
  userEmail: s.userEmail,
  clientID: s.clientID,
  styleID: s.styleID,
  isAuth: s.isAuth,
  isAdmin: s.isAdmin,
  isInternal: s.isInternal,
  touchScreen: s.touchScreen,
});

const sameState = (a: MonitoringSession, b: MonitoringSession) =>
  (Object.keys(a) as (keyof MonitoringSession)[]).every((k) => a[k] === b[k]);

export function startServices(store: AppStore, config: ConfigJson): void {
  const { datadog, launchdarkly } = parseRuntimeConfig(config);
  let monitoring: Promise<Monitoring> | null = null;
  let listening = datadog !== null;
  let flagsStarted = launchdarkly === null;
  let last: MonitoringSession | null = null;
  let work = Promise.resolve();

  const onAuthState = () => {
    const session = store.getState().session;
    if (!session.ready) return;
    const s = monitoringSession(session);
    if (last && sameState(last, s)) return;
    last = s;
    // One change at a time, in order: the SDKs see the states as the user went through them.
    work = work
      .then(async () => {
        const hash = s.isAuth && s.userEmail ? await hashEmail(s.userEmail) : null;
        if (datadog && listening) {
          monitoring ??= startDatadog(datadog);
          listening = (await monitoring).onAuthChange(s, hash);
        }
        if (launchdarkly && !flagsStarted) {
          flagsStarted = true;
          await startFlags(launchdarkly, flagContext(s, hash), store.dispatch);
        }
        if (!listening && flagsStarted) stop();
      })
      .catch((err) => console.error('Monitoring could not start', err));
  };
  const stop = store.subscribe(onAuthState);
  onAuthState();
}
