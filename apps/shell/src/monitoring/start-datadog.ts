import type { DatadogConfig } from './runtime-config';
import { APP_VERSION, flagContext, monitoringUser, type MonitoringSession } from './monitoring-rules';

/**
 * SPEC §9 monitoring settings. The replay segment limits (60,000 bytes, and no segment longer than 30 s: the
 * SDK closes them after 5 s) and the 30 s worker start timeout are the SDK's own constants (checked by
 * start-datadog.spec.ts).
 */
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
  version: APP_VERSION,
} as const;

export interface Monitoring {
  /** Called on every change of the authentication state; returns false once it no longer wants updates. */
  onAuthChange(session: MonitoringSession, emailHash: string | null): boolean;
}

/** The SDK's init options for a configuration (proxy and env from /config.json). */
export function datadogInitOptions(config: DatadogConfig) {
  return {
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: (config.site ?? 'datadoghq.com') as 'datadoghq.com',
    ...DATADOG_SETTINGS,
    env: config.env ?? DATADOG_SETTINGS.env,
    ...(config.proxy ? { proxy: config.proxy } : {}),
  };
}

/**
 * Loads the RUM SDK on demand (never part of the first paint) and applies SPEC §4: the site and user
 * contexts of SPEC §3 on every event; an authenticated user with an e-mail registered with role internal,
 * admin or user and replay started; a touch screen records replay and stops listening (it never signs in).
 */
export async function startDatadog(config: DatadogConfig): Promise<Monitoring> {
  const { datadogRum } = await import(/* webpackChunkName: "datadog" */ '@datadog/browser-rum');
  datadogRum.init(datadogInitOptions(config));
  return {
    onAuthChange(session, emailHash) {
      // Every RUM event carries the site (siteID), so the API's site analytics can ask for one site's figures.
      const context = flagContext(session, emailHash);
      datadogRum.setGlobalContextProperty('site', context.site);
      if (context.user) datadogRum.setGlobalContextProperty('user', context.user);
      else datadogRum.removeGlobalContextProperty('user');
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
