import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@laurel/api-client';
import { fetchConfigJson, names } from './config-json';
import { isBotUserAgent } from './bots';

type StartServices = (store: AppStore) => void;
let prepared: Promise<StartServices | null> | null = null;

/**
 * Reads `/config.json` and, when it names monitoring or flags, loads their code (`services-start.ts`, which
 * also checks their settings) — called at bootstrap, so both are at hand when the app has mounted. Nothing is
 * loaded for prerender or screenshot bots, or when neither service is named.
 */
export function prepareMonitoring(): Promise<StartServices | null> {
  prepared ??= isBotUserAgent(navigator.userAgent)
    ? Promise.resolve(null)
    : fetchConfigJson().then(async (config) => {
        if (!names(config, 'datadog') && !names(config, 'launchdarkly')) return null;
        const { startServices } = await import('./services-start');
        return (store: AppStore) => startServices(store, config);
      });
  return prepared;
}

/** Monitoring and feature flags start after the app has mounted (SPEC §1); their SDKs are chunks loaded then. */
export function useMonitoring(): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    void prepareMonitoring()
      .then((start) => start?.(store))
      .catch((err) => console.error('Monitoring could not start', err));
  }, [store]);
}
