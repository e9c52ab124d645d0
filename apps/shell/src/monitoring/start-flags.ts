import { flagsActions, type AppDispatch } from '@laurel/api-client';
import type { LaunchDarklyConfig } from './runtime-config';
import { APP_VERSION, type FlagContext } from './monitoring-rules';

/**
 * SPEC §9 flag-client settings. The stream's backoff cap (30 s), the goals URL check (every 300 ms) and the
 * 64-character limit of tag values are the SDK's own constants (checked by start-flags.spec.ts).
 */
export const FLAG_OPTIONS = {
  streaming: true,
  eventCapacity: 100,
  flushInterval: 2000,
  streamReconnectDelay: 1000,
  diagnosticRecordingInterval: 900000,
} as const;

export const TAG_VALUE_MAX = 64;
/** A tag value LaunchDarkly accepts: letters, digits, `.`, `_`, `-`, at most 64 characters. */
export const tagValue = (v: string) => v.replace(/[^\w.-]/g, '-').slice(0, TAG_VALUE_MAX);

/** Where the client talks to: LaunchDarkly's hosts, or a relay proxy / stand-in named in /config.json. */
export function flagClientOptions(config: LaunchDarklyConfig) {
  return {
    ...FLAG_OPTIONS,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.streamUrl ? { streamUrl: config.streamUrl } : {}),
    ...(config.eventsUrl ? { eventsUrl: config.eventsUrl } : {}),
    application: { id: tagValue('laurel-shell'), version: tagValue(APP_VERSION) },
  };
}

/**
 * Creates the flag client once (on the first authentication-state change; loaded on demand) and puts its
 * `ready` and `change` events into the store, where `useFlag` reads them.
 */
export async function startFlags(config: LaunchDarklyConfig, context: FlagContext, dispatch: AppDispatch) {
  const { initialize } = await import(/* webpackChunkName: "flags" */ 'launchdarkly-js-client-sdk');
  const client = initialize(config.clientSideId, context, flagClientOptions(config));
  client.on('ready', () => dispatch(flagsActions.flagsReady(client.allFlags())));
  client.on('change', () => dispatch(flagsActions.flagsChanged(client.allFlags())));
}
