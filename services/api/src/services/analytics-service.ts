/**
 * First-party analytics: events posted anonymously by the public site, and the admin report for a date
 * range (services/analytics/report.ts). Storage is read through the analytics repository only, so a later
 * change of storage (pre-aggregated counts) keeps the report's reply shape (AnalyticsReport in @laurel/domain).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent, AnalyticsReport } from '@laurel/domain';
import type { AnalyticsEventDoc, SiteDoc } from '../plugins/app/repositories';
import { REPORT_EVENT_CAP } from '../plugins/app/repositories/analytics-repository';
import { badRequest } from '../plugins/app/http-errors';
import { countEvents, type ReportEvent, type ReportRange } from './analytics/report';
import { isTimeZone, ZonedClock } from './analytics/time-zone';
import type { AuthedCtx } from './context';

const DAY = 86_400_000;
/** Events stamped further from the time they arrive than this are stamped with the arrival time. */
const CLOCK_SKEW = DAY;
const MAX_DAYS = 366;

export async function recordEvents(
  app: FastifyInstance,
  site: SiteDoc,
  events: AnalyticsEvent[],
  touchScreen: boolean,
): Promise<number> {
  const now = Date.now();
  const docs: AnalyticsEventDoc[] = events.map((e) => {
    const at = Date.parse(e.at);
    const stamp = Number.isFinite(at) && Math.abs(at - now) <= CLOCK_SKEW ? at : now;
    return {
      _id: randomUUID(),
      siteID: site.siteID,
      type: e.type,
      path: e.path,
      ...(e.categoryId ? { categoryId: e.categoryId } : {}),
      ...(e.entryId ? { entryId: e.entryId } : {}),
      ...(e.screenId ? { screenId: e.screenId } : {}),
      ...(e.sessionId ? { sessionId: e.sessionId } : {}),
      ...(e.term ? { term: e.term.trim().toLowerCase().slice(0, 100) } : {}),
      touchScreen,
      at: new Date(stamp).toISOString(),
      receivedAt: new Date(now).toISOString(),
    };
  });
  await app.repos.analyticsEvents.insertMany(docs);
  return docs.length;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (d: string) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/**
 * A range of whole local days in `timeZone` (default UTC), both dates included, at most 366 days. Clear
 * 400 messages for unreadable dates, a reversed range, a too long one and an unknown time zone.
 */
export function parseRange(startDate: string, endDate: string, timeZone = 'UTC'): ReportRange {
  if (!validDate(startDate) || !validDate(endDate))
    throw badRequest('startDate and endDate must be dates (YYYY-MM-DD).');
  if (endDate < startDate) throw badRequest('endDate must not be before startDate.');
  if (!isTimeZone(timeZone)) throw badRequest(`Unknown time zone ${timeZone}.`);
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
    if (days.length > MAX_DAYS) throw badRequest(`The date range can be at most ${MAX_DAYS} days.`);
  }
  const clock = new ZonedClock(timeZone);
  const next = new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { start: clock.midnight(startDate), end: clock.midnight(next), clock, days };
}

export async function report(
  ctx: AuthedCtx,
  startDate: string,
  endDate: string,
  timeZone?: string,
): Promise<AnalyticsReport> {
  const { app, site } = ctx;
  const range = parseRange(startDate, endDate, timeZone);
  const events = await app.repos.analyticsEvents.inRange(
    site.siteID,
    new Date(range.start).toISOString(),
    new Date(range.end).toISOString(),
  );
  const counted = countEvents(events as ReportEvent[], range);
  const { categories, entries } = counted.topIds();
  const [categoryNames, entryNames] = await Promise.all([
    app.repos.categories.namesOf(
      site.siteID,
      categories.map((c) => c.categoryId),
    ),
    app.repos.entries.namesOf(
      site.siteID,
      entries.map((e) => e.entryId),
    ),
  ]);
  return {
    analytics: counted.finish({ categories: categoryNames, entries: entryNames }, events.length >= REPORT_EVENT_CAP),
  };
}
