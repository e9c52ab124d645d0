/**
 * First-party analytics storage: the counts the report reads (`analyticsBuckets` per hour, `analyticsDays`
 * per day and `analyticsMonths` per month, see analytics-buckets.ts) and a bounded log of raw events (`analyticsEvents`: at most
 * `rawPerSiteDay` a site and UTC day, kept for the raw retention period). Retention is a sweep on the stored times (`sweep`), so it
 * works the same on MongoDB and on the embedded server.
 */
import type { Collection, Db, Document } from 'mongodb';
import type { AnalyticsEventDoc } from './documents';
import { BaseRepository } from './base-repository';
import {
  countWrites,
  DAY_MS,
  HOUR_MS,
  hourPieces,
  periodPiece,
  periodStart,
  SlotNames,
  type CountsPiece,
  type StampedEvent,
} from './analytics-buckets';

export type { CountsPiece, StampedEvent };

/** The first UTC month start at or after `t` (`up`), or at or before it. */
function monthStartFrom(t: number, up = true): number {
  const d = new Date(t);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return start === t || !up ? start : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

export class AnalyticsRepository extends BaseRepository<AnalyticsEventDoc> {
  private readonly buckets: Collection<Document>;
  private readonly days: Collection<Document>;
  private readonly months: Collection<Document>;
  private readonly names = new SlotNames();
  /** Raw events stored today per site (`site|day`), counted from the database once a day per site. */
  private readonly rawToday = new Map<string, Promise<{ stored: number }>>();

  constructor(db: Db, name: string) {
    super(db, name);
    this.buckets = db.collection('analyticsBuckets');
    this.days = db.collection('analyticsDays');
    this.months = db.collection('analyticsMonths');
  }

  /**
   * Adds the events to the hourly counts, and keeps as many raw copies as the site's daily allowance leaves
   * (`raw` gives each event's stored document; the rest of the day's events are counted only).
   */
  async record<E extends StampedEvent>(
    siteId: string,
    events: readonly E[],
    raw: (e: E) => AnalyticsEventDoc,
    rawPerSiteDay: number,
  ): Promise<void> {
    if (events.length === 0) return;
    const writes = countWrites(siteId, events, this.names);
    await Promise.all([
      this.buckets.bulkWrite(writes.hours, { ordered: false }),
      this.days.bulkWrite(writes.days, { ordered: false }),
      this.months.bulkWrite(writes.months, { ordered: false }),
    ]);
    const day = new Date(events[0].at).toISOString().slice(0, 10);
    const key = `${siteId}|${day}`;
    let today = this.rawToday.get(key);
    if (!today) {
      for (const old of this.rawToday.keys()) if (!old.endsWith(day)) this.rawToday.delete(old);
      const dayStart = Date.parse(`${day}T00:00:00.000Z`);
      const range = { $gte: new Date(dayStart).toISOString(), $lt: new Date(dayStart + DAY_MS).toISOString() };
      today = this.count({ siteID: siteId, at: range }).then((stored) => ({ stored }));
      this.rawToday.set(key, today);
    }
    const quota = await today;
    const room = Math.max(0, rawPerSiteDay - quota.stored);
    const kept = events.slice(0, room).map(raw);
    quota.stored += kept.length;
    if (kept.length > 0) await this.insertMany(kept);
  }

  /**
   * The site's counts for `start <= t < end` (ms), in pieces: a month document for each UTC month wholly
   * inside the range (its days when it is marked full), a day document for each other whole UTC day, the
   * quarter hours of the hour documents for the rest. Streamed, a batch at a time.
   */
  async *counts(siteId: string, start: number, end: number): AsyncGenerator<CountsPiece[]> {
    const firstDay = Math.ceil(start / DAY_MS) * DAY_MS;
    const lastDay = Math.floor(end / DAY_MS) * DAY_MS; // days [firstDay, lastDay) are whole
    const iso = (t: number) => new Date(t).toISOString();
    const hourRanges: [number, number][] =
      firstDay < lastDay
        ? [
            [start, firstDay],
            [lastDay, end],
          ]
        : [[start, end]];
    for (const [from, to] of hourRanges) {
      if (from >= to) continue;
      const cursor = this.buckets
        .find({ siteID: siteId, hour: { $gte: iso(Math.floor(from / HOUR_MS) * HOUR_MS), $lt: iso(to) } })
        .batchSize(100);
      for await (const doc of cursor)
        yield hourPieces(doc).filter((p) => p.slots[0].start >= from && p.slots[0].start < to);
    }
    if (firstDay >= lastDay) return;
    const firstMonth = monthStartFrom(firstDay);
    const lastMonth = monthStartFrom(lastDay, false); // months [firstMonth, lastMonth) are whole
    const dayRanges: [number, number][] =
      firstMonth < lastMonth
        ? [
            [firstDay, firstMonth],
            [lastMonth, lastDay],
          ]
        : [[firstDay, lastDay]];
    if (firstMonth < lastMonth) {
      const months = this.months
        .find({ siteID: siteId, month: { $gte: iso(firstMonth).slice(0, 7), $lt: iso(lastMonth).slice(0, 7) } })
        .batchSize(4);
      for await (const doc of months) {
        if (!doc.full) yield [periodPiece(doc)];
        else {
          const from = periodStart(doc.month as string);
          dayRanges.push([from, monthStartFrom(from + DAY_MS)]);
        }
      }
    }
    for (const [from, to] of dayRanges) {
      if (from >= to) continue;
      const days = this.days
        .find({ siteID: siteId, day: { $gte: iso(from).slice(0, 10), $lt: iso(to).slice(0, 10) } })
        .batchSize(20);
      for await (const doc of days) yield [periodPiece(doc)];
    }
  }

  /** Drops raw events older than `rawDays` and hourly counts older than `countDays` (retention). */
  async sweep(
    now: number,
    rawDays: number,
    countDays: number,
  ): Promise<{ raw: number; buckets: number; days: number; months: number }> {
    const raw = await this.collection.deleteMany({ at: { $lt: new Date(now - rawDays * DAY_MS).toISOString() } });
    const countsBefore = new Date(now - countDays * DAY_MS).toISOString();
    const buckets = await this.buckets.deleteMany({ hour: { $lt: countsBefore } });
    const days = await this.days.deleteMany({ day: { $lt: countsBefore.slice(0, 10) } });
    const months = await this.months.deleteMany({ month: { $lt: countsBefore.slice(0, 7) } });
    return {
      raw: raw.deletedCount,
      buckets: buckets.deletedCount,
      days: days.deletedCount,
      months: months.deletedCount,
    };
  }
}
