/**
 * The settings of the third-party services in `/config.json` (config-json.ts fetches it), checked: an absent or
 * incomplete section leaves that service off and silent; addresses must be http(s). docs/operators.md describes
 * every field. Loaded with the services that use it, never on a visitor's first page.
 */
import { fontsBaseUrlOf } from './config-json';

export interface DatadogConfig {
  applicationId: string;
  clientToken: string;
  site?: string;
  env?: string;
  /** Send the SDK's requests through this URL (Datadog's `proxy` option; also used by tests' stand-in intake). */
  proxy?: string;
}
export interface LaunchDarklyConfig {
  clientSideId: string;
  /** A relay proxy (or a test stand-in): where flags, the stream and events go instead of LaunchDarkly's hosts. */
  baseUrl?: string;
  streamUrl?: string;
  eventsUrl?: string;
}
/** Pendo (in-app guidance), started for signed-in users who signed the agreements. */
export interface PendoConfig {
  apiKey: string;
  /** Pendo environment: io (US, default), eu, us1, jpn, au, gov. */
  env: string;
  /** A CNAME for Pendo's data host (and tests' stand-in). */
  dataHost?: string;
  /** Where the agent loads guide assets from (a CNAME or self-hosted copy). */
  contentHost?: string;
  /** The application's Pendo settings, given here instead of downloaded from Pendo's CDN at start. */
  settings?: Record<string, unknown>;
}
export interface AgreementLinks {
  termsUrl: string | null;
  privacyUrl: string | null;
}
export interface RuntimeConfig {
  datadog: DatadogConfig | null;
  launchdarkly: LaunchDarklyConfig | null;
  pendo: PendoConfig | null;
  agreements: AgreementLinks;
  /** Base URL of the web-fonts service (e.g. https://fonts.googleapis.com); null keeps the bundled stacks. */
  fontsBaseUrl: string | null;
}

type Json = Record<string, any>;
const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const httpUrl = (v: unknown): string | undefined => (str(v) && /^https?:\/\//i.test(v) ? v : undefined);
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
/** Copies the keys whose value is not undefined (optional settings stay absent rather than undefined). */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function datadog(dd: Json | null): DatadogConfig | null {
  if (!dd || !str(dd.applicationId) || !str(dd.clientToken)) return null;
  return defined({
    applicationId: dd.applicationId,
    clientToken: dd.clientToken,
    site: str(dd.site) ? dd.site : undefined,
    env: str(dd.env) ? dd.env : undefined,
    proxy: httpUrl(dd.proxy),
  });
}

function launchdarkly(ld: Json | null): LaunchDarklyConfig | null {
  if (!ld || !str(ld.clientSideId)) return null;
  return defined({
    clientSideId: ld.clientSideId,
    baseUrl: httpUrl(ld.baseUrl),
    streamUrl: httpUrl(ld.streamUrl),
    eventsUrl: httpUrl(ld.eventsUrl),
  });
}

function pendo(p: Json | null): PendoConfig | null {
  if (!p || !str(p.apiKey)) return null;
  return defined({
    apiKey: p.apiKey,
    env: str(p.env) ? p.env : 'io',
    dataHost: httpUrl(p.dataHost),
    contentHost: httpUrl(p.contentHost),
    settings: obj(p.settings) ?? undefined,
  });
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const o = obj(json) ?? {};
  const agreements = obj(o.agreements) ?? {};
  return {
    datadog: datadog(obj(o.datadog)),
    launchdarkly: launchdarkly(obj(o.launchdarkly)),
    pendo: pendo(obj(o.pendo)),
    agreements: { termsUrl: httpUrl(agreements.termsUrl) ?? null, privacyUrl: httpUrl(agreements.privacyUrl) ?? null },
    fontsBaseUrl: fontsBaseUrlOf(o),
  };
}
