/**
 * First-party analytics: events posted anonymously by the public site, and the admin report for a date
 * range (services/analytics/report.ts). Posts are bounded (per client and per site and minute, 50 events and
 * 64 KB a post; ids that are not the site's folders and profiles are dropped) and stored as quarter-hour
 * counts plus a bounded raw log (plugins/app/repositories/analytics-repository.ts). The report reads the
 * counts, streamed, one report per site and range at a time and at most two at once, so it stays off
 * everyone else's requests.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isTimeZone, type AnalyticsEvent, type AnalyticsReport } from '@laurel/domain';
import type { SiteDoc } from '../../plugins/app/repositories';
import type { StampedEvent } from '../../plugins/app/repositories/analytics-repository';
import { badRequest } from '../../plugins/app/http-errors';
import { ReportTally, type ReportRange } from './report';
import { ZonedClock } from './time-zone';
import type { AuthedCtx } from '../context';

const DAY = 86_400_000;
/** Events stamped further from the time they arrive than this are stamped with the arrival time. */
const CLOCK_SKEW = DAY;
const MAX_DAYS = 366;
/** Raw events kept per site and day (the counts keep everything); how long counts are kept. */
export const RAW_EVENTS_PER_SITE_DAY = 10_000;
export const COUNTS_RETENTION_DAYS = 400;

export async function recordEvents(
  app: FastifyInstance,
  site: SiteDoc,
  events: AnalyticsEvent[],
  touchScreen: boolean,
): Promise<number> {
  const now = Date.now();
  const index = await app.repos.siteContent.index(site.siteID);
  const known = (id: string | undefined, kind: 'categories' | 'entries') =>
    id && index[kind].has(id) ? id : undefined;
  const stamped: (StampedEvent & { path: string; screenId?: string })[] = events.map((e) => {
    const at = Date.parse(e.at);
    return {
      type: e.type,
      path: e.path,
      at: Number.isFinite(at) && Math.abs(at - now) <= CLOCK_SKEW ? at : now,
      categoryId: known(e.categoryId, 'categories'),
      entryId: known(e.entryId, 'entries'),
      screenId: e.screenId,
      sessionId: e.sessionId,
      term: e.term?.trim().toLowerCase().slice(0, 100) || undefined,
      touchScreen,
    };
  });
  const receivedAt = new Date(now).toISOString();
  await app.repos.analyticsEvents.record(
    site.siteID,
    stamped,
    (e) => ({
      _id: randomUUID(),
      siteID: site.siteID,
      type: e.type,
      path: e.path,
      ...(e.categoryId ? { categoryId: e.categoryId } : {}),
      ...(e.entryId ? { entryId: e.entryId } : {}),
      ...(e.screenId ? { screenId: e.screenId } : {}),
      ...(e.sessionId ? { sessionId: e.sessionId } : {}),
      ...(e.term ? { term: e.term } : {}),
      touchScreen,
      at: new Date(e.at).toISOString(),
      receivedAt,
    }),
    RAW_EVENTS_PER_SITE_DAY,
  );
  return stamped.length;
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

async function computeReport(app: FastifyInstance, siteId: string, range: ReportRange): Promise<AnalyticsReport> {
  const tally = new ReportTally(range);
  for await (const pieces of app.repos.analyticsEvents.counts(siteId, range.start, range.end))
    for (const piece of pieces) tally.add(piece);
  const ids = tally.topIds();
  const [categories, entries] = await Promise.all([
    app.repos.categories.namesOf(siteId, ids.categories),
    app.repos.entries.namesOf(siteId, ids.entries),
  ]);
  return { analytics: tally.finish({ categories, entries }) };
}

/** Reports being computed, by site and range (identical requests share one), and a gate of two at once. */
const running = new Map<string, Promise<AnalyticsReport>>();
const MAX_CONCURRENT_REPORTS = 2;
let active = 0;
const waiting: (() => void)[] = [];

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_CONCURRENT_REPORTS) await new Promise<void>((r) => waiting.push(r));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export async function report(
  ctx: AuthedCtx,
  startDate: string,
  endDate: string,
  timeZone?: string,
): Promise<AnalyticsReport> {
  const range = parseRange(startDate, endDate, timeZone);
  const key = `${ctx.site.siteID}|${range.start}|${range.end}|${range.clock.timeZone}`;
  let pending = running.get(key);
  if (!pending) {
    pending = gated(() => computeReport(ctx.app, ctx.site.siteID, range)).finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}
