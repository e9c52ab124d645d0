import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.mongo.db.collection('analyticsEvents').deleteMany({});
});
afterAll(() => t.close());

const iso = (s: string) => new Date(s).toISOString();
/** Events stored as the API stores posts (stamps in the past are kept as given). */
async function seed(events: Record<string, unknown>[]) {
  await t.app.mongo.db
    .collection('analyticsEvents')
    .insertMany(
      events.map((e, i) => ({ _id: `ev-${i}-${Math.random()}`, siteID: IDS.siteA, path: '/', ...e }) as never),
    );
}
const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/sites/${IDS.siteA}/analytics?${query}`, headers: t.as('adminA') });

it('reports page views by local day, hour and weekday, top folders and profiles, searches and kiosk sessions', async () => {
  await seed([
    // Kiosk session k1: 90 s long (first to last event), two profile views in Basketball.
    { type: 'page_view', at: iso('2026-03-02T14:00:00Z'), touchScreen: true, sessionId: 'k1-aaaaaaaa' },
    {
      type: 'page_view',
      at: iso('2026-03-02T14:00:30Z'),
      touchScreen: true,
      sessionId: 'k1-aaaaaaaa',
      categoryId: IDS.basketball,
      entryId: IDS.entryLive,
    },
    {
      type: 'page_view',
      at: iso('2026-03-02T14:01:30Z'),
      touchScreen: true,
      sessionId: 'k1-aaaaaaaa',
      categoryId: IDS.basketball,
      entryId: IDS.entryLive,
    },
    // Kiosk session k2: one event (0 s), a search.
    { type: 'search', term: 'Lovelace', at: iso('2026-03-03T09:10:00Z'), touchScreen: true, sessionId: 'k2-bbbbbbbb' },
    // Web visitor (not a kiosk): a folder page late on Tuesday evening in New York = Wednesday 02:30 UTC.
    { type: 'page_view', at: iso('2026-03-04T02:30:00Z'), categoryId: IDS.other, sessionId: 'w1-cccccccc' },
    { type: 'search', term: 'lovelace', at: iso('2026-03-04T02:31:00Z') },
    // Outside the range.
    { type: 'page_view', at: iso('2026-02-20T12:00:00Z') },
  ]);

  const res = await get('startDate=2026-03-02&endDate=2026-03-04&timeZone=America/New_York');
  expect(res.statusCode).toBe(200);
  const a = res.json().analytics;
  expect(a.timeZone).toBe('America/New_York');
  expect(a.startDate).toBe('2026-03-02T05:00:00.000Z'); // local midnight (EST, UTC-5)
  expect(a.totals).toMatchObject({ events: 6, pageViews: 4, touchScreen: 4, searches: 2, kioskSessions: 2 });
  // Tuesday 3 March 21:30 local for the folder view; the kiosk views were Monday 09:00–09:01 local.
  expect(a.byDay).toEqual([
    { date: '2026-03-02', count: 3, pageViews: 3 },
    { date: '2026-03-03', count: 3, pageViews: 1 },
    { date: '2026-03-04', count: 0, pageViews: 0 },
  ]);
  expect(a.byHour.find((h: { hour: number }) => h.hour === 9).count).toBe(3);
  expect(a.byHour.find((h: { hour: number }) => h.hour === 21).count).toBe(1);
  expect(a.byHour.reduce((n: number, h: { count: number }) => n + h.count, 0)).toBe(4);
  expect(a.byWeekday).toContainEqual({ weekday: 1, count: 3 });
  expect(a.byWeekday).toContainEqual({ weekday: 2, count: 1 });
  expect(a.topCategories).toEqual([
    { categoryId: IDS.basketball, name: 'Basketball', count: 2 },
    { categoryId: IDS.other, name: expect.any(String), count: 1 },
  ]);
  expect(a.topEntries).toEqual([{ entryId: IDS.entryLive, name: 'Ada Lovelace', count: 2 }]);
  expect(a.topSearches).toEqual([{ term: 'lovelace', count: 2 }]);
  expect(a.kioskSessions).toMatchObject({ count: 2, averageMs: 45_000, medianMs: 45_000, longestMs: 90_000 });
  expect(a.kioskSessions.byLength).toEqual([
    { label: 'under 30 s', count: 1 },
    { label: '30 s – 1 min', count: 0 },
    { label: '1 – 3 min', count: 1 },
    { label: '3 – 6 min', count: 0 },
    { label: '6 min or more', count: 0 },
  ]);
  expect(a.truncated).toBe(false);
});

it('stores a posted search term lowercased and a visit id, and counts them', async () => {
  const at = new Date().toISOString();
  const today = at.slice(0, 10);
  const post = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/analytics/events?touchScreen=1`,
    payload: { events: [{ type: 'search', path: '/home/site-a', term: '  Hockey ', sessionId: 'visit-12345678', at }] },
  });
  expect(post.statusCode).toBe(202);
  const a = (await get(`startDate=${today}&endDate=${today}`)).json().analytics;
  expect(a.topSearches).toContainEqual({ term: 'hockey', count: 1 });
  expect(a.totals.kioskSessions).toBeGreaterThanOrEqual(1);
});

it('says clearly what is wrong with a range or a time zone', async () => {
  const cases: [string, string][] = [
    ['startDate=2026-02-30&endDate=2026-03-01', 'startDate and endDate must be dates (YYYY-MM-DD).'],
    ['startDate=2025-01-01&endDate=2026-03-01', 'The date range can be at most 366 days.'],
    ['startDate=2026-03-01&endDate=2026-03-01&timeZone=Mars/Olympus', 'Unknown time zone Mars/Olympus.'],
  ];
  for (const [query, message] of cases) {
    const res = await get(query);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  }
});
