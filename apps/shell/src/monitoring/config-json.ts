/**
 * `/config.json` as served (one per environment, beside `/remotes.json`; nothing in the build), fetched once per
 * page load; `{}` when absent or unreadable. Only what every page needs is read here — whether a service is
 * named at all, and the fonts service — so a visitor's page carries no parsing of service settings: that is
 * `parseRuntimeConfig` (runtime-config.ts), loaded with the services that use it.
 */
export type ConfigJson = Record<string, unknown>;

let cached: Promise<ConfigJson> | null = null;

async function load(): Promise<ConfigJson> {
  try {
    const res = await fetch('/config.json', { cache: 'no-cache' });
    const json: unknown = res.ok ? await res.json() : {};
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as ConfigJson) : {};
  } catch {
    return {};
  }
}

export function fetchConfigJson(): Promise<ConfigJson> {
  cached ??= load();
  return cached;
}

/** Whether the file has a section for this service (its settings are checked when the service starts). */
export const names = (config: ConfigJson, service: string): boolean =>
  Boolean(config[service]) && typeof config[service] === 'object';

/** Base URL of the web-fonts service (e.g. https://fonts.googleapis.com); null keeps the bundled stacks. */
export function fontsBaseUrlOf(config: ConfigJson): string | null {
  const url = config.fontsBaseUrl;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}

const httpUrl = (v: unknown): string | null => {
  if (typeof v !== 'string' || v.trim() === '') return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** SPEC §8: the live service's host name (lower case) and the marketing site (http(s) only) a browser goes to. */
export function hostingOf(config: ConfigJson): { productionHost: string | null; marketingUrl: string | null } {
  const host = config.productionHost;
  return {
    productionHost: typeof host === 'string' && host.trim() !== '' ? host.trim().toLowerCase() : null,
    marketingUrl: httpUrl(config.marketingUrl),
  };
}
