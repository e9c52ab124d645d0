import type { LaunchDarklyConfig } from './runtime-config';
import type { FlagContext } from './monitoring-rules';

/** SPEC §9 flag-client settings. */
export const FLAG_OPTIONS = {
  streaming: true,
  eventCapacity: 100,
  flushInterval: 2000,
  streamReconnectDelay: 1000,
  diagnosticRecordingInterval: 900000,
} as const;

type Flags = Record<string, unknown>;
let flags: Flags = {};
let ready = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The flags as last received (empty until the client is ready, and when flags are off). */
export const currentFlags = (): Flags => flags;
export const flagsReady = (): boolean => ready;
export function subscribeFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Creates the flag client once (on the first authentication-state change); loaded on demand. */
export async function startFlags(config: LaunchDarklyConfig, context: FlagContext): Promise<void> {
  const { initialize } = await import(/* webpackChunkName: "flags" */ 'launchdarkly-js-client-sdk');
  const client = initialize(config.clientSideId, context, FLAG_OPTIONS);
  client.on('ready', () => {
    ready = true;
    flags = client.allFlags();
    notify();
  });
  client.on('change', () => {
    flags = client.allFlags();
    notify();
  });
}
