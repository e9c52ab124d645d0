import type { DatadogConfig } from './runtime-config';
import { monitoringUser, type MonitoringSession } from './monitoring-rules';

/** SPEC §9 monitoring settings. */
export const DATADOG_SETTINGS = {
  sessionSampleRate: 100,
  sessionReplaySampleRate: 100,
  startSessionReplayRecordingManually: true,
  defaultPrivacyLevel: 'mask-user-input',
  trackUserInteractions: true,
  trackResources: true,
  trackLongTasks: true,
  env: 'prod',
  service: 'touchscreen_site',
  version: '7.33.1',
} as const;

export interface Monitoring {
  /** Called on every change of the authentication state; returns false once it no longer wants updates. */
  onAuthChange(session: MonitoringSession, emailHash: string | null): boolean;
}

/** Loads the RUM SDK on demand (never part of the first paint) and applies SPEC §4's user and replay rules. */
export async function startDatadog(config: DatadogConfig): Promise<Monitoring> {
  const { datadogRum } = await import(/* webpackChunkName: "datadog" */ '@datadog/browser-rum');
  datadogRum.init({
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: (config.site ?? 'datadoghq.com') as 'datadoghq.com',
    ...DATADOG_SETTINGS,
    env: config.env ?? DATADOG_SETTINGS.env,
  });
  return {
    onAuthChange(session, emailHash) {
      // Every RUM event carries the site, so the API's site analytics can ask for one site's figures.
      if (session.styleID)
        datadogRum.setGlobalContextProperty('site', {
          siteID: session.styleID,
          clientID: session.clientID,
          touchScreen: session.touchScreen,
        });
      const user = monitoringUser(session, emailHash);
      if (user) {
        datadogRum.setUser(user);
        datadogRum.startSessionReplayRecording();
        return true;
      }
      if (session.touchScreen) {
        datadogRum.startSessionReplayRecording();
        return false; // a kiosk never signs in: stop listening
      }
      return true;
    },
  };
}
