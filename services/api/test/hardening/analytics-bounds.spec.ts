/**
 * Issue 11 item 2: anonymous analytics writes are bounded — per client and per site and minute (429 with
 * Retry-After, nothing of the refused post stored), ids that are not the site's are dropped, each stored slot
 * names a bounded number of search terms, raw events are capped per site and day and swept after their
 * retention period — and the report reads quarter-hour counts, whatever the number of events.
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

const url = `/api/v1/sites/${IDS.siteA}/analytics/events`;
const today = () => new Date().toISOString().slice(0, 10);
const batch = (n: number, extra: Record<string, unknown> = {}) => ({
  events: Array.from({ length: n }, () => ({
    type: 'page_view',
    path: '/home/site-a',
    at: new Date().toISOString(),
    ...extra,
  })),
});

async function totals(t: TestApp) {
  const res = await t.req(
    'adminA',
    'GET',
    `/api/v1/sites/${IDS.siteA}/analytics?startDate=${today()}&endDate=${today()}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().analytics;
}

test('one client gets 300 events a minute; the post that would pass that is refused whole, with Retry-After', async () => {
  const t = await buildTestApp();
  try {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url, payload: batch(50), remoteAddress: '198.51.100.9' })).statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 202, 202, 202, 429]);
    const refused = await t.app.inject({ method: 'POST', url, payload: batch(1), remoteAddress: '198.51.100.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many analytics events from this address; try again in a minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await totals(t)).totals.events).toBe(300);
    // Another client is not held back by this one.
    expect(
      (await t.app.inject({ method: 'POST', url, payload: batch(5), remoteAddress: '198.51.100.10' })).statusCode,
    ).toBe(202);
  } finally {
    await t.close();
  }
});

test('a site takes a bounded number of events a minute from all clients together', async () => {
  const t = await buildTestApp({ analyticsEventsPerSitePerMinute: 120 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url, payload: batch(40), remoteAddress: `203.0.113.${i + 1}` }))
          .statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 429]);
    const last = await t.app.inject({ method: 'POST', url, payload: batch(1), remoteAddress: '203.0.113.77' });
    expect(last.json().message).toBe(
      'This site is receiving too many analytics events right now; try again in a minute.',
    );
    expect((await totals(t)).totals.events).toBe(120);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sites/${IDS.siteB}/analytics/events`,
      payload: batch(10),
    });
    expect(other.statusCode).toBe(202);
  } finally {
    await t.close();
  }
});

test('ids that are not the site’s folders and profiles are dropped; odd terms are kept as text, bounded per slot', async () => {
  const t = await buildTestApp();
  try {
    await t.app.inject({
      method: 'POST',
      url,
      payload: batch(3, { categoryId: 'made.up-id', entryId: IDS.entryB }),
    });
    await t.app.inject({ method: 'POST', url, payload: batch(2, { categoryId: IDS.other }) });
    const terms = ['$where', 'a.b', 'x'.repeat(100)];
    await t.app.inject({
      method: 'POST',
      url,
      payload: { events: terms.map((term) => ({ type: 'search', path: '/', term, at: new Date().toISOString() })) },
    });
    const a = await totals(t);
    expect(a.topCategories).toEqual([{ categoryId: IDS.other, name: 'Other', count: 2 }]);
    expect(a.topEntries).toEqual([]);
    expect(a.topSearches.map((s: { term: string }) => s.term).sort()).toEqual([...terms].sort());
    // 250 distinct terms in one quarter hour: all counted as searches, 200 of them named.
    const many = Array.from({ length: 250 }, (_, i) => ({
      type: 'search',
      at: Date.now(),
      term: `term ${i}`,
      touchScreen: false,
    }));
    await t.app.repos.analyticsEvents.record(
      IDS.siteB,
      many,
      (e) => ({ _id: e.term, siteID: IDS.siteB, type: e.type, path: '/', at: '' }),
      0,
    );
    const buckets = await t.app.mongo.db.collection('analyticsBuckets').find({ siteID: IDS.siteB }).toArray();
    const slots = buckets.flatMap((b) => Object.values(b.q as Record<string, { s?: number; t?: object }>));
    expect(slots.reduce((n, q) => n + (q.s ?? 0), 0)).toBe(250);
    expect(slots.reduce((n, q) => n + Object.keys(q.t ?? {}).length, 0)).toBeLessThanOrEqual(200 * slots.length);
    for (const q of slots) expect(Object.keys(q.t ?? {}).length).toBeLessThanOrEqual(200);
  } finally {
    await t.close();
  }
});

test('raw events are capped per site and day and swept after the retention period; counts stay 400 days', async () => {
  const t = await buildTestApp({ analyticsRawRetentionDays: 30 });
  try {
    const { analyticsEvents } = t.app.repos;
    const raw = t.app.mongo.db.collection('analyticsEvents');
    const day = 86_400_000;
    const event = (at: number) => ({ type: 'page_view', at, touchScreen: false });
    const stored = (e: { at: number }) => ({
      _id: `${e.at}-${Math.random()}`,
      siteID: IDS.siteA,
      type: 'page_view',
      path: '/',
      at: new Date(e.at).toISOString(),
    });
    const now = Date.now();
    await analyticsEvents.record(
      IDS.siteA,
      Array.from({ length: 8 }, () => event(now)),
      stored,
      5,
    );
    expect(await raw.countDocuments({ siteID: IDS.siteA })).toBe(5);
    expect((await totals(t)).totals.events).toBe(8);
    await analyticsEvents.record(IDS.siteA, [event(now - 40 * day)], stored, 5);
    await analyticsEvents.record(IDS.siteA, [event(now - 500 * day)], stored, 5);
    const buckets = t.app.mongo.db.collection('analyticsBuckets');
    expect(await buckets.countDocuments({ siteID: IDS.siteA })).toBe(3);
    const swept = await t.app.sweepRetention(now);
    expect(swept).toEqual({ raw: 2, buckets: 1, days: 1, months: 1, idempotencyKeys: 0 });
    expect(await raw.countDocuments({ siteID: IDS.siteA })).toBe(5);
    expect(await buckets.countDocuments({ siteID: IDS.siteA })).toBe(2);
  } finally {
    await t.close();
  }
});

test('whole months are read from month documents; a month whose names overflowed is read by its days, alike', async () => {
  const t = await buildTestApp();
  try {
    const day = 86_400_000;
    const now = Date.now();
    const record = (events: Parameters<typeof t.app.repos.analyticsEvents.record>[1]) =>
      t.app.repos.analyticsEvents.record(
        IDS.siteA,
        events,
        () => ({ _id: '', siteID: '', type: '', path: '', at: '' }),
        0,
      );
    await record(
      Array.from({ length: 150 }, (_, i) => ({
        type: i % 3 ? 'page_view' : 'search',
        at: now - (i + 2) * day + (i % 5) * 3_600_000,
        term: i % 3 ? undefined : `term ${i % 7}`,
        touchScreen: i % 2 === 0,
        sessionId: i % 2 === 0 ? `visit ${i % 11}` : undefined,
        categoryId: IDS.other,
        entryId: i % 4 ? IDS.entryLive : IDS.entryOther,
      })),
    );
    const months = t.app.mongo.db.collection('analyticsMonths');
    expect(await months.countDocuments({ siteID: IDS.siteA })).toBeGreaterThanOrEqual(5);
    const from = new Date(now - 160 * day).toISOString().slice(0, 10);
    const report = async () => {
      const res = await t.req(
        'adminA',
        'GET',
        `/api/v1/sites/${IDS.siteA}/analytics?startDate=${from}&endDate=${today()}&timeZone=Asia/Kathmandu`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().analytics;
    };
    const byMonths = await report();
    expect(byMonths.totals.events).toBe(150);
    expect(byMonths.totals.searches).toBe(50);
    // A month marked full is read by its days: the same figures.
    await months.updateMany({ siteID: IDS.siteA }, { $set: { full: true } });
    expect(await report()).toEqual(byMonths);
    // A whole month is read from its month document: without its days, still the same figures.
    await months.updateMany({ siteID: IDS.siteA }, { $unset: { full: '' } });
    const stored = (await months.find({ siteID: IDS.siteA }).toArray()).map((m) => m.month as string).sort();
    const whole = stored[stored.length - 2];
    const days = t.app.mongo.db.collection('analyticsDays');
    expect((await days.deleteMany({ siteID: IDS.siteA, day: { $regex: `^${whole}` } })).deletedCount).toBeGreaterThan(
      0,
    );
    expect(await report()).toEqual(byMonths);

    // 2,001 distinct search terms in one month: all counted, and the month marked full (its days are read).
    await months.deleteMany({});
    const d = new Date(now - 40 * day);
    const inOneMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 2);
    await record(
      Array.from({ length: 2001 }, (_, i) => ({
        type: 'search',
        at: inOneMonth + i * 1000,
        term: `w${i}`,
        touchScreen: false,
      })),
    );
    expect(await months.find({ siteID: IDS.siteA }).toArray()).toEqual([
      expect.objectContaining({ full: true, s: 2001 }),
    ]);
  } finally {
    await t.close();
  }
});
