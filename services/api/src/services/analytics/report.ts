/**
 * The first-party analytics report (AnalyticsFigures in @laurel/domain) computed from stored events: page
 * views by day, hour and weekday (local to the admin's time zone), most viewed folders and profiles, searches,
 * and kiosk sessions with their length. Pure: the caller reads the events and the names.
 */
import { KIOSK_SESSION_BANDS, type AnalyticsFigures } from '@laurel/domain';
import { ZonedClock } from './time-zone';

export interface ReportEvent {
  type: string;
  at: string;
  categoryId?: string;
  entryId?: string;
  sessionId?: string;
  term?: string;
  touchScreen?: boolean;
}

export interface ReportRange {
  /** ISO instants, start included, end excluded. */
  start: number;
  end: number;
  clock: ZonedClock;
  /** Local dates (YYYY-MM-DD) of the range, first to last. */
  days: string[];
}

export const TOP = 10;
const PAGE_VIEW = 'page_view';
const SEARCH = 'search';

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

function top<K extends string>(counts: Map<string, number>, key: K, names?: Map<string, string>) {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([id, count]) => ({ [key]: id, ...(names ? { name: names.get(id) ?? '(deleted)' } : {}), count })) as ({
    count: number;
    name: string;
  } & Record<K, string>)[];
}

function median(sorted: number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Kiosk sessions: touch-screen events sharing a session id; a session lasts from its first to its last event. */
function kioskSessions(spans: Map<string, { first: number; last: number }>): AnalyticsFigures['kioskSessions'] {
  const lengths = [...spans.values()].map((s) => s.last - s.first).sort((a, b) => a - b);
  const byLength = KIOSK_SESSION_BANDS.map((band, i) => ({
    label: band.label,
    count: lengths.filter((ms) => ms < band.maxMs && (i === 0 || ms >= KIOSK_SESSION_BANDS[i - 1].maxMs)).length,
  }));
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    count: lengths.length,
    averageMs: lengths.length ? Math.round(total / lengths.length) : 0,
    medianMs: Math.round(median(lengths)),
    longestMs: lengths.length ? lengths[lengths.length - 1] : 0,
    byLength,
  };
}

/** Which ids' names the report needs (the caller looks them up, deleted ones included). */
export interface ReportNames {
  categories: Map<string, string>;
  entries: Map<string, string>;
}

export interface ReportCounts {
  categories: Map<string, number>;
  entries: Map<string, number>;
}

/** Counts everything; folder and profile names are filled in by `finishReport`. */
export function countEvents(events: Iterable<ReportEvent>, range: ReportRange) {
  const byType: Record<string, number> = {};
  const byDay = new Map<string, { count: number; pageViews: number }>(
    range.days.map((d) => [d, { count: 0, pageViews: 0 }]),
  );
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekday = Array.from({ length: 7 }, () => 0);
  const categories = new Map<string, number>();
  const entries = new Map<string, number>();
  const searches = new Map<string, number>();
  const sessions = new Map<string, { first: number; last: number }>();
  let total = 0;
  let pageViews = 0;
  let touchScreen = 0;
  let searchCount = 0;
  for (const e of events) {
    const t = Date.parse(e.at);
    if (!Number.isFinite(t) || t < range.start || t >= range.end) continue;
    total++;
    byType[e.type] = (byType[e.type] ?? 0) + 1;
    const local = range.clock.parts(t);
    const day = byDay.get(local.date);
    if (day) day.count++;
    if (e.touchScreen) {
      touchScreen++;
      if (e.sessionId) {
        const span = sessions.get(e.sessionId);
        if (!span) sessions.set(e.sessionId, { first: t, last: t });
        else {
          if (t < span.first) span.first = t;
          if (t > span.last) span.last = t;
        }
      }
    }
    if (e.type === SEARCH) {
      searchCount++;
      const term = e.term?.trim().toLowerCase();
      if (term) bump(searches, term);
      continue;
    }
    // A folder's views count its own page and its profiles' pages (entry views carry the folder id too).
    if (e.categoryId) bump(categories, e.categoryId);
    if (e.entryId) bump(entries, e.entryId);
    if (e.type !== PAGE_VIEW) continue;
    pageViews++;
    if (day) day.pageViews++;
    byHour[local.hour]++;
    byWeekday[local.weekday - 1]++;
  }
  const counts: ReportCounts = { categories, entries };
  const finish = (names: ReportNames, truncated: boolean): AnalyticsFigures => {
    const kiosk = kioskSessions(sessions);
    return {
      startDate: new Date(range.start).toISOString(),
      endDate: new Date(range.end).toISOString(),
      timeZone: range.clock.timeZone,
      totals: { events: total, pageViews, touchScreen, searches: searchCount, kioskSessions: kiosk.count, byType },
      byDay: [...byDay.entries()].map(([date, c]) => ({ date, ...c })),
      byHour: byHour.map((count, hour) => ({ hour, count })),
      byWeekday: byWeekday.map((count, i) => ({ weekday: i + 1, count })),
      topCategories: top(categories, 'categoryId', names.categories),
      topEntries: top(entries, 'entryId', names.entries),
      topSearches: top(searches, 'term').map(({ term, count }) => ({ term, count })),
      kioskSessions: kiosk,
      truncated,
    };
  };
  return {
    counts,
    finish,
    topIds: () => ({ categories: top(categories, 'categoryId'), entries: top(entries, 'entryId') }),
  };
}
