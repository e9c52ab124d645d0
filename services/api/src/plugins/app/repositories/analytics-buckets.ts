/**
 * The stored shape of analytics counts, in two collections written together by every post:
 * - `analyticsBuckets`: one document per site and UTC hour with a slot per quarter hour (`q.0`, `q.15`, …);
 * - `analyticsDays`: one per site and UTC day with the same counts summed over the day, and events and page
 *   views per quarter hour of the day (`n.<0-95>`, `pv.<0-95>`);
 * - `analyticsMonths`: the same per site and UTC month (`n.<quarter of the month>`); a month whose named terms
 *   or visits outgrew MONTH_CAPS is marked `full`, and its days are read instead.
 * A report reads the month documents of the UTC months wholly inside its range, day documents for the other
 * whole UTC days and the hour documents of the rest (its first and last day in the admin's time zone), so a
 * year is ~12 months + ~60 days + ~48 hours whatever the number of events, and every local day, hour and
 * weekday is exact for zones with quarter-hour offsets.
 * Counts kept: events, page views (per quarter hour), kiosk events, searches, events by type, views per
 * folder and profile, search terms, and each kiosk visit's first and last event. Map keys are encoded so no
 * id or term can be read as an operator or a path (`$`, `.`); each slot names a bounded number of distinct
 * terms, visits and types (further ones are counted, not named).
 */
import type { AnyBulkWriteOperation, Document } from 'mongodb';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const QUARTER_MS = 900_000;
const PAGE_VIEW = 'page_view';
const SEARCH = 'search';

/** Distinct names one slot (a quarter hour, or a day) keeps; further ones are counted only. */
export const SLOT_CAPS = { terms: 200, sessions: 1000, types: 30 } as const;
const DAY_CAPS = { terms: 1000, sessions: 20_000, types: 30 } as const;
const MONTH_CAPS = { terms: 2000, sessions: 50_000, types: 30 } as const;
export const OTHER_TYPE = 'other';

/** An event as stored: its time in ms and what it names. */
export interface StampedEvent {
  type: string;
  at: number;
  categoryId?: string;
  entryId?: string;
  sessionId?: string;
  term?: string;
  touchScreen: boolean;
}

/** Counts read back for a report: events and page views per quarter hour, the rest for the whole piece. */
export interface CountsPiece {
  slots: { start: number; events: number; pageViews: number }[];
  touchScreen: number;
  searches: number;
  types: Map<string, number>;
  categories: Map<string, number>;
  entries: Map<string, number>;
  terms: Map<string, number>;
  sessions: Map<string, { first: number; last: number }>;
}

export const encodeKey = (key: string) => encodeURIComponent(key).replace(/\./g, '%2E');
const decodeKey = (key: string) => decodeURIComponent(key);
export const hourId = (siteId: string, hourStart: number) => `${siteId}|${new Date(hourStart).toISOString()}`;
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The instant a day (`YYYY-MM-DD`) or month (`YYYY-MM`) document's period starts (UTC). */
export const periodStart = (period: string) =>
  Date.parse(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);

type Caps = { terms: number; sessions: number; types: number };

/** Names seen per slot by this process, to keep each slot's lists bounded (approximate across replicas). */
export class SlotNames {
  private readonly slots = new Map<string, { terms: Set<string>; sessions: Set<string>; types: Set<string> }>();

  constructor(private readonly maxSlots = 5000) {}

  /** True when `name` may be added to the slot's list of `kind` (already there, or room left). */
  admit(slot: string, kind: keyof Caps, name: string, caps: Caps = SLOT_CAPS): boolean {
    let seen = this.slots.get(slot);
    if (!seen) {
      if (this.slots.size >= this.maxSlots) this.slots.delete(this.slots.keys().next().value as string);
      seen = { terms: new Set(), sessions: new Set(), types: new Set() };
      this.slots.set(slot, seen);
    }
    const set = seen[kind];
    if (set.has(name)) return true;
    if (set.size >= caps[kind]) return false;
    set.add(name);
    return true;
  }
}

/** The `$inc`, `$min` and `$max` of one document being written. */
class Writes {
  readonly inc: Record<string, number> = {};
  readonly min: Record<string, number> = {};
  readonly max: Record<string, number> = {};
  /** A name was left out for want of room (month documents: the report reads the days instead). */
  full = false;
  add(path: string, n = 1): void {
    this.inc[path] = (this.inc[path] ?? 0) + n;
  }
  span(path: string, at: number): void {
    this.min[`${path}.f`] = Math.min(this.min[`${path}.f`] ?? at, at);
    this.max[`${path}.l`] = Math.max(this.max[`${path}.l`] ?? at, at);
  }
  update(setOnInsert: Document): Document {
    return {
      $setOnInsert: setOnInsert,
      $inc: this.inc,
      ...(Object.keys(this.min).length > 0 ? { $min: this.min, $max: this.max } : {}),
      ...(this.full ? { $set: { full: true } } : {}),
    };
  }
}

/** Adds one event's counts under `prefix` (a quarter slot `q.15.`, or a day's root ``). */
function count(w: Writes, prefix: string, e: StampedEvent, admit: (kind: keyof Caps, name: string) => boolean): void {
  w.add(`${prefix}ty.${encodeKey(admit('types', e.type) ? e.type : OTHER_TYPE)}`);
  if (e.touchScreen) {
    w.add(`${prefix}ts`);
    if (e.sessionId && admit('sessions', e.sessionId)) w.span(`${prefix}k.${encodeKey(e.sessionId)}`, e.at);
  }
  if (e.type === SEARCH) {
    w.add(`${prefix}s`);
    const term = e.term?.trim().toLowerCase();
    if (term && admit('terms', term)) w.add(`${prefix}t.${encodeKey(term)}`);
    return;
  }
  if (e.categoryId) w.add(`${prefix}c.${encodeKey(e.categoryId)}`);
  if (e.entryId) w.add(`${prefix}e.${encodeKey(e.entryId)}`);
}

/** The upserts that add `events` to the site's hour and day documents. */
export function countWrites(
  siteId: string,
  events: readonly StampedEvent[],
  names: SlotNames,
): Record<'hours' | 'days' | 'months', AnyBulkWriteOperation<Document>[]> {
  const hours = new Map<number, Writes>();
  const days = new Map<string, Writes>();
  const months = new Map<string, Writes>();
  for (const e of events) {
    const hour = Math.floor(e.at / HOUR_MS) * HOUR_MS;
    const minute = Math.floor((e.at - hour) / QUARTER_MS) * 15;
    const day = dayOf(e.at);
    const quarterOfDay = Math.floor((e.at - Date.parse(`${day}T00:00:00Z`)) / QUARTER_MS);
    let h = hours.get(hour);
    if (!h) hours.set(hour, (h = new Writes()));
    let d = days.get(day);
    if (!d) days.set(day, (d = new Writes()));
    const month = day.slice(0, 7);
    const quarterOfMonth = Math.floor((e.at - periodStart(month)) / QUARTER_MS);
    let m = months.get(month);
    if (!m) months.set(month, (m = new Writes()));
    const pageView = e.type === PAGE_VIEW;
    h.add(`q.${minute}.n`);
    if (pageView) h.add(`q.${minute}.pv`);
    d.add(`n.${quarterOfDay}`);
    if (pageView) d.add(`pv.${quarterOfDay}`);
    m.add(`n.${quarterOfMonth}`);
    if (pageView) m.add(`pv.${quarterOfMonth}`);
    count(h, `q.${minute}.`, e, (kind, name) => names.admit(`${siteId}|${hour}|${minute}`, kind, name));
    count(d, '', e, (kind, name) => names.admit(`${siteId}|${day}`, kind, name, DAY_CAPS));
    const inMonth = m;
    count(m, '', e, (kind, name) => {
      const named = names.admit(`${siteId}|${month}`, kind, name, MONTH_CAPS);
      if (!named && kind !== 'types') inMonth.full = true;
      return named;
    });
  }
  const upsert = (id: string, w: Writes, setOnInsert: Document): AnyBulkWriteOperation<Document> => ({
    updateOne: { filter: { _id: id as never }, update: w.update(setOnInsert), upsert: true },
  });
  return {
    hours: [...hours].map(([hour, w]) =>
      upsert(hourId(siteId, hour), w, { siteID: siteId, hour: new Date(hour).toISOString() }),
    ),
    days: [...days].map(([day, w]) => upsert(`${siteId}|${day}`, w, { siteID: siteId, day })),
    months: [...months].map(([month, w]) => upsert(`${siteId}|${month}`, w, { siteID: siteId, month })),
  };
}

const counts = (m: unknown): Map<string, number> =>
  new Map(Object.entries((m ?? {}) as Record<string, number>).map(([k, v]) => [decodeKey(k), v]));
const spans = (m: unknown) =>
  new Map(
    Object.entries((m ?? {}) as Record<string, { f: number; l: number }>).map(([k, v]) => [
      decodeKey(k),
      { first: v.f, last: v.l },
    ]),
  );

function piece(slots: CountsPiece['slots'], d: Document): CountsPiece {
  return {
    slots,
    touchScreen: d.ts ?? 0,
    searches: d.s ?? 0,
    types: counts(d.ty),
    categories: counts(d.c),
    entries: counts(d.e),
    terms: counts(d.t),
    sessions: spans(d.k),
  };
}

/** The quarter-hour pieces of one stored hour document. */
export function hourPieces(doc: Document): CountsPiece[] {
  const hour = Date.parse(doc.hour as string);
  return Object.entries((doc.q ?? {}) as Record<string, Document>).map(([minute, q]) =>
    piece([{ start: hour + Number(minute) * 60_000, events: q.n ?? 0, pageViews: q.pv ?? 0 }], q),
  );
}

/** One stored day or month document as a piece (its events and page views per quarter hour). */
export function periodPiece(doc: Document): CountsPiece {
  const midnight = periodStart((doc.day ?? doc.month) as string);
  const pv = (doc.pv ?? {}) as Record<string, number>;
  const slots = Object.entries((doc.n ?? {}) as Record<string, number>).map(([quarter, n]) => ({
    start: midnight + Number(quarter) * QUARTER_MS,
    events: n,
    pageViews: pv[quarter] ?? 0,
  }));
  return piece(slots, doc);
}
