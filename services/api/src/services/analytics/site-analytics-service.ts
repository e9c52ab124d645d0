/**
 * Site analytics from the monitoring service (SPEC §7 fetchDatadogAnalytics by range): the site's real-user
 * figures read from Datadog's RUM analytics API (`POST /api/v2/rum/analytics/aggregate`) with the API's own
 * keys, so browsers never hold them. Off, with an explanation, when DATADOG_API_KEY / DATADOG_APP_KEY are
 * unset. Views are matched to the site by the `site.siteID` global context the shell sets on RUM.
 */
import type { SiteAnalytics, SiteAnalyticsRange, SiteAnalyticsReply } from '@laurel/domain';
import { HttpError } from '../../plugins/app/http-errors';

export interface DatadogApiConfig {
  apiKey: string;
  appKey: string;
  /** e.g. https://api.datadoghq.com (DATADOG_API_BASE, else https://api.{DATADOG_SITE}). */
  apiBase: string;
  /** Optional RUM application id to narrow the events to (DATADOG_RUM_APPLICATION_ID). */
  applicationId: string | null;
}

export const SITE_ANALYTICS_OFF =
  'Site analytics come from Datadog Real User Monitoring, which is not configured on this server. Set DATADOG_API_KEY and DATADOG_APP_KEY (and DATADOG_SITE for a Datadog site other than datadoghq.com) on the API, and the browser keys under "datadog" in config.json.';
const TIMEOUT_MS = 10_000;
const CACHE_MS = 5 * 60_000;
const DAYS: Record<SiteAnalyticsRange, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };

export function datadogConfigFrom(env: NodeJS.ProcessEnv): DatadogApiConfig | null {
  const apiKey = env.DATADOG_API_KEY?.trim();
  const appKey = env.DATADOG_APP_KEY?.trim();
  if (!apiKey || !appKey) return null;
  const apiBase = (
    env.DATADOG_API_BASE?.trim() || `https://api.${env.DATADOG_SITE?.trim() || 'datadoghq.com'}`
  ).replace(/\/+$/, '');
  try {
    new URL(apiBase);
  } catch {
    throw new Error(`DATADOG_API_BASE / DATADOG_SITE must make a URL (got "${apiBase}").`);
  }
  return { apiKey, appKey, apiBase, applicationId: env.DATADOG_RUM_APPLICATION_ID?.trim() || null };
}

type Compute = { aggregation: string; metric?: string; type?: 'total' | 'timeseries'; interval?: string };
interface Bucket {
  by?: Record<string, unknown>;
  computes?: Record<string, number | { time: string; value: number }[] | null>;
}

const escape = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;

async function aggregate(
  cfg: DatadogApiConfig,
  query: string,
  from: string,
  to: string,
  compute: Compute[],
  groupBy?: string,
): Promise<Bucket[]> {
  let response: Response;
  try {
    response = await fetch(`${cfg.apiBase}/api/v2/rum/analytics/aggregate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'DD-API-KEY': cfg.apiKey, 'DD-APPLICATION-KEY': cfg.appKey },
      body: JSON.stringify({
        compute: compute.map((c) => ({ type: 'total', ...c })),
        filter: { from, to, query },
        ...(groupBy
          ? { group_by: [{ facet: groupBy, limit: 10, sort: { aggregation: 'count', order: 'desc' } }] }
          : {}),
        options: { timezone: 'UTC' },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'Datadog could not be reached. Try again in a few minutes.');
  }
  if (response.status === 401 || response.status === 403)
    throw new HttpError(
      502,
      'Datadog refused the API keys configured on this server (DATADOG_API_KEY / DATADOG_APP_KEY).',
    );
  if (response.status === 429) throw new HttpError(503, 'Datadog is rate-limiting this server; try again in a minute.');
  if (!response.ok) throw new HttpError(502, `Datadog answered ${response.status}; try again later.`);
  const body = (await response.json().catch(() => null)) as { data?: { buckets?: Bucket[] } } | null;
  return body?.data?.buckets ?? [];
}

const total = (b: Bucket[], key = 'c0') => {
  const v = b[0]?.computes?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0;
};
const nsToMs = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v / 1e6) : null);
const grouped = (b: Bucket[], facet: string) =>
  b.map((x) => ({ key: String(x.by?.[facet] ?? 'unknown'), count: total([x]) })).filter((x) => x.count > 0);

const cache = new Map<string, { at: number; value: SiteAnalytics }>();

/** The figures for one site and range (cached 5 minutes: Datadog rate-limits its analytics API). */
export async function siteAnalytics(
  cfg: DatadogApiConfig | null,
  siteId: string,
  range: SiteAnalyticsRange,
  now = Date.now(),
): Promise<SiteAnalyticsReply> {
  if (!cfg) return { configured: false, analytics: null, message: SITE_ANALYTICS_OFF };
  const key = `${cfg.apiBase}|${siteId}|${range}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return { configured: true, analytics: hit.value };
  const to = new Date(now).toISOString();
  const from = new Date(now - DAYS[range] * 86_400_000).toISOString();
  const scope = `@context.site.siteID:${escape(siteId)}${cfg.applicationId ? ` @application.id:${escape(cfg.applicationId)}` : ''}`;
  const views = `@type:view ${scope}`;
  const sessions = `@type:session ${scope}`;
  const count: Compute[] = [{ aggregation: 'count' }];
  const [v, s, e, lcp, pages, devices, browsers, days] = await Promise.all([
    aggregate(cfg, views, from, to, count),
    aggregate(cfg, sessions, from, to, count),
    aggregate(cfg, `@type:error ${scope}`, from, to, count),
    aggregate(cfg, views, from, to, [
      { aggregation: 'pc50', metric: '@view.largest_contentful_paint' },
      { aggregation: 'pc75', metric: '@view.largest_contentful_paint' },
    ]),
    aggregate(cfg, views, from, to, count, '@view.url_path'),
    aggregate(cfg, sessions, from, to, count, '@device.type'),
    aggregate(cfg, sessions, from, to, count, '@browser.name'),
    aggregate(cfg, views, from, to, [{ aggregation: 'count', type: 'timeseries', interval: '1d' }]),
  ]);
  const series = days[0]?.computes?.c0;
  const value: SiteAnalytics = {
    range,
    from,
    to,
    views: total(v),
    sessions: total(s),
    errors: total(e),
    loadingTime: { p50: nsToMs(lcp[0]?.computes?.c0), p75: nsToMs(lcp[0]?.computes?.c1) },
    topPages: grouped(pages, '@view.url_path').map((p) => ({ path: p.key, views: p.count })),
    devices: grouped(devices, '@device.type').map((d) => ({ device: d.key, sessions: d.count })),
    browsers: grouped(browsers, '@browser.name').map((b) => ({ browser: b.key, sessions: b.count })),
    byDay: Array.isArray(series)
      ? series.map((p) => ({ date: new Date(p.time).toISOString().slice(0, 10), views: Math.round(p.value || 0) }))
      : [],
  };
  cache.set(key, { at: now, value });
  return { configured: true, analytics: value };
}

/** Forgets cached figures (tests). */
export const clearSiteAnalyticsCache = () => cache.clear();
