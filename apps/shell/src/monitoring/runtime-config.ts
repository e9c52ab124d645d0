/**
 * Runtime configuration of third-party services, served as `/config.json` beside `/remotes.json` (one per
 * environment; nothing in the build). Absent file or absent section → that service stays off.
 */
export interface DatadogConfig {
  applicationId: string;
  clientToken: string;
  site?: string;
  env?: string;
}
export interface LaunchDarklyConfig {
  clientSideId: string;
}
export interface RuntimeConfig {
  datadog: DatadogConfig | null;
  launchdarkly: LaunchDarklyConfig | null;
  /** Base URL of the web-fonts service (e.g. https://fonts.googleapis.com); null keeps the bundled stacks. */
  fontsBaseUrl: string | null;
  /** Host name of the live service: SPEC §8's missing-site rule applies there. */
  productionHost: string | null;
  /** The provider's marketing site, where a browser goes when a site does not exist (http/https only). */
  marketingUrl: string | null;
}

const httpUrl = (v: unknown): string | null => {
  if (!str(v)) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const o = (json && typeof json === 'object' ? json : {}) as Record<string, any>;
  const dd = o.datadog;
  const ld = o.launchdarkly;
  return {
    datadog:
      dd && str(dd.applicationId) && str(dd.clientToken)
        ? {
            applicationId: dd.applicationId,
            clientToken: dd.clientToken,
            site: str(dd.site) ? dd.site : undefined,
            env: str(dd.env) ? dd.env : undefined,
          }
        : null,
    launchdarkly: ld && str(ld.clientSideId) ? { clientSideId: ld.clientSideId } : null,
    fontsBaseUrl: str(o.fontsBaseUrl) ? o.fontsBaseUrl : null,
    productionHost: str(o.productionHost) ? o.productionHost.trim().toLowerCase() : null,
    marketingUrl: httpUrl(o.marketingUrl),
  };
}

let cached: Promise<RuntimeConfig> | null = null;

/** `/config.json`, fetched once per page load. */
export function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  cached ??= loadRuntimeConfig();
  return cached;
}

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch('/config.json', { cache: 'no-cache' });
    if (!res.ok) return parseRuntimeConfig(null);
    return parseRuntimeConfig(await res.json());
  } catch {
    return parseRuntimeConfig(null);
  }
}
