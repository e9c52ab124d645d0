/** /sites/{siteId}/analytics: anonymous event posts and the admin report. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { Strict } from './common';

export const AnalyticsEventSchema = Strict({
  type: Type.String({
    pattern: '^[a-z][a-z_]{0,39}$',
    description: 'e.g. page_view, entry_view, category_view, slide_view, search',
  }),
  path: Type.String({ maxLength: 500 }),
  categoryId: Type.Optional(IdSchema),
  entryId: Type.Optional(IdSchema),
  screenId: Type.Optional(IdSchema),
  /** A random id per visit (a kiosk starts a new one when it returns home after being idle). */
  sessionId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  /** The search term of a `search` event (lowercased and trimmed). */
  term: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  at: Type.String({ format: 'date-time' }),
});
export const AnalyticsEventsQuerySchema = Type.Object({
  touchScreen: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
  ),
});
export const AnalyticsEventsBodySchema = Strict({
  events: Type.Array(AnalyticsEventSchema, { minItems: 1, maxItems: 50 }),
});
export const AnalyticsEventsReplySchema = Type.Object({ accepted: Type.Integer() });

export const AnalyticsReportQuerySchema = Type.Object({
  startDate: Type.String({ maxLength: 30, description: 'YYYY-MM-DD, included' }),
  endDate: Type.String({ maxLength: 30, description: 'YYYY-MM-DD, included' }),
  timeZone: Type.Optional(
    Type.String({ maxLength: 64, description: 'IANA zone the days and hours are counted in (default UTC)' }),
  ),
});

const Count = Type.Integer({ minimum: 0 });
const Ms = Type.Number({ minimum: 0 });

/** Length bands of kiosk sessions, in the order they are reported. */
export const KIOSK_SESSION_BANDS = [
  { label: 'under 30 s', maxMs: 30_000 },
  { label: '30 s – 1 min', maxMs: 60_000 },
  { label: '1 – 3 min', maxMs: 180_000 },
  { label: '3 – 6 min', maxMs: 360_000 },
  { label: '6 min or more', maxMs: Number.POSITIVE_INFINITY },
] as const;

/**
 * The first-party figures for a date range (SPEC §7 fetchAnalytics): page views by local day, hour and weekday,
 * top folders (their own page and their profiles') and profiles, searches, kiosk sessions and their length. The
 * reply shape stays whatever storage the API aggregates them from.
 */
export const AnalyticsFiguresSchema = Type.Object({
  startDate: Type.String({ description: 'ISO instant, included' }),
  endDate: Type.String({ description: 'ISO instant, excluded' }),
  timeZone: Type.String({ description: 'IANA time zone the days and hours are counted in' }),
  totals: Type.Object({
    events: Count,
    pageViews: Count,
    touchScreen: Count,
    searches: Count,
    kioskSessions: Count,
    byType: Type.Record(Type.String(), Count),
  }),
  byDay: Type.Array(Type.Object({ date: Type.String(), count: Count, pageViews: Count })),
  /** 24 rows, hour 0–23 (local to timeZone): page views. */
  byHour: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), count: Count })),
  /** 7 rows, Monday (1) … Sunday (7): page views. */
  byWeekday: Type.Array(Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), count: Count })),
  topCategories: Type.Array(Type.Object({ categoryId: Type.String(), name: Type.String(), count: Count })),
  topEntries: Type.Array(Type.Object({ entryId: Type.String(), name: Type.String(), count: Count })),
  topSearches: Type.Array(Type.Object({ term: Type.String(), count: Count })),
  kioskSessions: Type.Object({
    count: Count,
    averageMs: Ms,
    medianMs: Ms,
    longestMs: Ms,
    byLength: Type.Array(Type.Object({ label: Type.String(), count: Count })),
  }),
  /** True when the range held more events than one report reads (the oldest were left out). */
  truncated: Type.Boolean(),
});
export const AnalyticsReportSchema = Type.Object({ analytics: AnalyticsFiguresSchema });

/** Ranges the monitoring service's report offers (fetchDatadogAnalytics by range). */
export const SITE_ANALYTICS_RANGES = ['1d', '7d', '30d', '90d'] as const;
export type SiteAnalyticsRange = (typeof SITE_ANALYTICS_RANGES)[number];
export const SiteAnalyticsQuerySchema = Type.Object({
  range: Type.Union(
    SITE_ANALYTICS_RANGES.map((r) => Type.Literal(r)),
    { default: '7d' },
  ),
});

/** Real-user monitoring figures for the site, from the monitoring service (GET /sites/{siteId}/site-analytics). */
export const SiteAnalyticsSchema = Type.Object({
  range: Type.Union(SITE_ANALYTICS_RANGES.map((r) => Type.Literal(r))),
  from: Type.String(),
  to: Type.String(),
  sessions: Count,
  views: Count,
  errors: Count,
  /** Median and 75th percentile of the largest contentful paint, ms (null when no view reported one). */
  loadingTime: Type.Object({ p50: Type.Union([Ms, Type.Null()]), p75: Type.Union([Ms, Type.Null()]) }),
  topPages: Type.Array(Type.Object({ path: Type.String(), views: Count })),
  devices: Type.Array(Type.Object({ device: Type.String(), sessions: Count })),
  browsers: Type.Array(Type.Object({ browser: Type.String(), sessions: Count })),
  byDay: Type.Array(Type.Object({ date: Type.String(), views: Count })),
});
export const SiteAnalyticsReplySchema = Type.Object({
  /** False when the API has no monitoring-service keys: `analytics` is then null and `message` says how to set them. */
  configured: Type.Boolean(),
  analytics: Type.Union([SiteAnalyticsSchema, Type.Null()]),
  message: Type.Optional(Type.String()),
});

export type AnalyticsEvent = Static<typeof AnalyticsEventSchema>;
export type AnalyticsEventsBody = Static<typeof AnalyticsEventsBodySchema>;
export type AnalyticsReportQuery = Static<typeof AnalyticsReportQuerySchema>;
export type AnalyticsReport = Static<typeof AnalyticsReportSchema>;
export type AnalyticsFigures = Static<typeof AnalyticsFiguresSchema>;
export type SiteAnalytics = Static<typeof SiteAnalyticsSchema>;
export type SiteAnalyticsReply = Static<typeof SiteAnalyticsReplySchema>;
