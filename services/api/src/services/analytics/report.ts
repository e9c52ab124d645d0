/**
 * The first-party analytics report (AnalyticsFigures in @laurel/domain) from the stored counts (per day, and per
 * quarter hour at the range's edges):
 * page views by day, hour and weekday (local to the admin's time zone), most viewed folders and profiles,
 * searches, and kiosk visits with their length. Pure: the caller streams the counts in and looks up names.
 */
import { KIOSK_SESSION_BANDS, type AnalyticsFigures } from '@laurel/domain';
import type { CountsPiece } from '../../plugins/app/repositories/analytics-repository';
import { ZonedClock } from './time-zone';

export interface ReportRange {
  /** Instants (ms), start included, end excluded. */
  start: number;
  end: number;
  clock: ZonedClock;
  /** Local dates (YYYY-MM-DD) of the range, first to last. */
  days: string[];
}

export const TOP = 10;

const addAll = (into: Map<string, number>, from: Map<string, number>) => {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v);
};

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

/** Kiosk visits: touch-screen events sharing a visit id; a visit lasts from its first to its last event. */
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

/** Adds up quarter-hour counts (fed with `add`); `finish` turns them into the report once names are known. */
export class ReportTally {
  private readonly byType = new Map<string, number>();
  private readonly byDay: Map<string, { count: number; pageViews: number }>;
  private readonly byHour = Array.from({ length: 24 }, () => 0);
  private readonly byWeekday = Array.from({ length: 7 }, () => 0);
  private readonly categories = new Map<string, number>();
  private readonly entries = new Map<string, number>();
  private readonly searches = new Map<string, number>();
  private readonly sessions = new Map<string, { first: number; last: number }>();
  private totals = { events: 0, pageViews: 0, touchScreen: 0, searches: 0 };

  constructor(private readonly range: ReportRange) {
    this.byDay = new Map(range.days.map((d) => [d, { count: 0, pageViews: 0 }]));
  }

  /** Adds a piece of counts that lies wholly inside the range (the repository cuts them so). */
  add(q: CountsPiece): void {
    for (const slot of q.slots) {
      this.totals.events += slot.events;
      this.totals.pageViews += slot.pageViews;
      const local = this.range.clock.parts(slot.start);
      const day = this.byDay.get(local.date);
      if (day) {
        day.count += slot.events;
        day.pageViews += slot.pageViews;
      }
      this.byHour[local.hour] += slot.pageViews;
      this.byWeekday[local.weekday - 1] += slot.pageViews;
    }
    this.totals.touchScreen += q.touchScreen;
    this.totals.searches += q.searches;
    addAll(this.byType, q.types);
    addAll(this.categories, q.categories);
    addAll(this.entries, q.entries);
    addAll(this.searches, q.terms);
    for (const [id, span] of q.sessions) {
      const seen = this.sessions.get(id);
      if (!seen) this.sessions.set(id, { ...span });
      else {
        seen.first = Math.min(seen.first, span.first);
        seen.last = Math.max(seen.last, span.last);
      }
    }
  }

  /** The folders and profiles whose names the report shows. */
  topIds(): { categories: string[]; entries: string[] } {
    return {
      categories: top(this.categories, 'categoryId').map((c) => c.categoryId),
      entries: top(this.entries, 'entryId').map((e) => e.entryId),
    };
  }

  finish(names: ReportNames): AnalyticsFigures {
    const kiosk = kioskSessions(this.sessions);
    return {
      startDate: new Date(this.range.start).toISOString(),
      endDate: new Date(this.range.end).toISOString(),
      timeZone: this.range.clock.timeZone,
      totals: { ...this.totals, kioskSessions: kiosk.count, byType: Object.fromEntries(this.byType) },
      byDay: [...this.byDay.entries()].map(([date, c]) => ({ date, ...c })),
      byHour: this.byHour.map((count, hour) => ({ hour, count })),
      byWeekday: this.byWeekday.map((count, i) => ({ weekday: i + 1, count })),
      topCategories: top(this.categories, 'categoryId', names.categories),
      topEntries: top(this.entries, 'entryId', names.entries),
      topSearches: top(this.searches, 'term').map(({ term, count }) => ({ term, count })),
      kioskSessions: kiosk,
      // Counts are kept per quarter hour, so every event of the range is counted.
      truncated: false,
    };
  }
}
