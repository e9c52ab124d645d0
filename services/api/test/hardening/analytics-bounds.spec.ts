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
    expect(swept).toEqual({ raw: 2, buckets: 1, days: 1, idempotencyKeys: 0 });
    expect(await raw.countDocuments({ siteID: IDS.siteA })).toBe(5);
    expect(await buckets.countDocuments({ siteID: IDS.siteA })).toBe(2);
  } finally {
    await t.close();
  }
});
