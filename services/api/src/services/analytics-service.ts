/**
 * First-party analytics: events posted anonymously by the public site and cast screens, and the admin
 * report for a date range (totals, events per day, most viewed folders and entries).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent, AnalyticsReport } from '@laurel/domain';
import type { AnalyticsEventDoc, SiteDoc } from '../plugins/app/repositories';
import { badRequest } from '../plugins/app/http-errors';
import type { AuthedCtx } from './context';

const DAY = 86_400_000;
/** Events stamped further from the time they arrive than this are stamped with the arrival time. */
const CLOCK_SKEW = DAY;
const TOP = 10;

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
      touchScreen,
      at: new Date(stamp).toISOString(),
      receivedAt: new Date(now).toISOString(),
    };
  });
  await app.repos.analyticsEvents.insertMany(docs);
  return docs.length;
}

/** A YYYY-MM-DD or ISO date range; the end date is included (whole day). At most 366 days. */
export function parseRange(startDate: string, endDate: string): { start: string; end: string } {
  const start = Date.parse(startDate.length === 10 ? `${startDate}T00:00:00Z` : startDate);
  const endRaw = Date.parse(endDate.length === 10 ? `${endDate}T00:00:00Z` : endDate);
  if (!Number.isFinite(start) || !Number.isFinite(endRaw))
    throw badRequest('startDate and endDate must be dates (YYYY-MM-DD).');
  const end = endDate.length === 10 ? endRaw + DAY : endRaw;
  if (end <= start) throw badRequest('endDate must not be before startDate.');
  if (end - start > 366 * DAY) throw badRequest('The date range can be at most 366 days.');
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

function top(counts: Map<string, number>, names: Map<string, string>) {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([id, count]) => ({ id, name: names.get(id) ?? '(deleted)', count }));
}

export async function report(ctx: AuthedCtx, startDate: string, endDate: string): Promise<AnalyticsReport> {
  const { app, site } = ctx;
  const { start, end } = parseRange(startDate, endDate);
  const events = await app.repos.analyticsEvents.inRange(site.siteID, start, end);
  const byType: Record<string, number> = {};
  const byDay = new Map<string, number>();
  const categories = new Map<string, number>();
  const entries = new Map<string, number>();
  let touchScreen = 0;
  for (const e of events) {
    byType[e.type] = (byType[e.type] ?? 0) + 1;
    const day = e.at.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
    if (typeof e.categoryId === 'string') categories.set(e.categoryId, (categories.get(e.categoryId) ?? 0) + 1);
    if (typeof e.entryId === 'string') entries.set(e.entryId, (entries.get(e.entryId) ?? 0) + 1);
    if (e.touchScreen) touchScreen++;
  }
  const [categoryNames, entryNames] = await Promise.all([
    app.repos.categories.namesOf(site.siteID, [...categories.keys()]),
    app.repos.entries.namesOf(site.siteID, [...entries.keys()]),
  ]);
  const days: { date: string; count: number }[] = [];
  for (let t = Date.parse(start); t < Date.parse(end); t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, count: byDay.get(date) ?? 0 });
  }
  return {
    analytics: {
      startDate: start,
      endDate: end,
      totals: { events: events.length, touchScreen, byType },
      byDay: days,
      topCategories: top(categories, categoryNames).map(({ id, ...rest }) => ({ categoryId: id, ...rest })),
      topEntries: top(entries, entryNames).map(({ id, ...rest }) => ({ entryId: id, ...rest })),
    },
  };
}
