import type { RuntimeConfig } from './runtime-config';
import { flagContext, hashEmail, type MonitoringSession } from './monitoring-rules';
import { startDatadog, type Monitoring } from './start-datadog';
import { startFlags } from './start-flags';

/** What one page keeps between session changes: the RUM handle and whether flags have started. */
export interface MonitoringState {
  monitoring: Promise<Monitoring> | null;
  listening: boolean;
  flagsStarted: boolean;
}

/**
 * Starts (once) and updates monitoring and feature flags for the session, as `/config.json` configures them.
 * Its own chunk: loaded only when monitoring or flags are configured, so visitors of a site without them do
 * not download the wrappers (the SDKs are separate chunks again).
 */
export async function updateMonitoring(
  config: RuntimeConfig,
  s: MonitoringSession,
  state: MonitoringState,
): Promise<void> {
  const hash = s.isAuth && s.userEmail ? await hashEmail(s.userEmail) : null;
  if (config.datadog && state.listening) {
    state.monitoring ??= startDatadog(config.datadog);
    const m = await state.monitoring;
    state.listening = m.onAuthChange(s, hash);
  }
  if (config.launchdarkly && !state.flagsStarted) {
    state.flagsStarted = true;
    await startFlags(config.launchdarkly, flagContext(s, hash));
  }
}
