import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const events = `/api/v1/sites/${IDS.siteA}/analytics/events`;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const stored = () => t.app.mongo.db.collection('analyticsEvents').countDocuments({});

it('records anonymous events and reports them to the admin by day and most viewed', async () => {
  const at = new Date().toISOString();
  const post = await t.app.inject({
    method: 'POST',
    url: `${events}?touchScreen=1`,
    payload: {
      events: [
        { type: 'page_view', path: '/home/site-a', at },
        { type: 'category_view', path: `/category/site-a/${IDS.basketball}`, categoryId: IDS.basketball, at },
        { type: 'entry_view', path: '/entry/x', categoryId: IDS.basketball, entryId: IDS.entryLive, at },
        { type: 'entry_view', path: '/entry/x', entryId: IDS.entryLive, at },
      ],
    },
  });
  expect(post.statusCode).toBe(202);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/analytics?startDate=${today()}&endDate=${today()}`,
    headers: t.as('adminA'),
  });
  expect(res.statusCode).toBe(200);
  const { analytics } = res.json();
  expect(analytics.totals).toEqual({
    events: 4,
    pageViews: 1,
    touchScreen: 4,
    searches: 0,
    kioskSessions: 0,
    byType: { page_view: 1, category_view: 1, entry_view: 2 },
  });
  expect(analytics.byDay).toEqual([{ date: today(), count: 4, pageViews: 1 }]);
  expect(analytics.topCategories).toEqual([{ categoryId: IDS.basketball, name: 'Basketball', count: 2 }]);
  expect(analytics.topEntries).toEqual([{ entryId: IDS.entryLive, name: 'Ada Lovelace', count: 2 }]);
});

it('refuses oversized, malformed and unknown-site posts, storing nothing', async () => {
  const before = await stored();
  const at = new Date().toISOString();
  const tooMany = { events: Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/', at })) };
  const cases: [string, unknown, number][] = [
    [events, tooMany, 400],
    [events, { events: [{ type: 'page_view', path: '/', at: 'yesterday' }] }, 400],
    [events, { events: [{ type: 'DROP TABLE', path: '/', at }] }, 400],
    [events, { events: [{ type: 'page_view', path: '/', at, entryId: { $gt: '' } }] }, 400],
    [events, { events: [{ type: 'page_view', path: 'x'.repeat(70_000), at }] }, 413],
    ['/api/v1/sites/no-site/analytics/events', { events: [{ type: 'page_view', path: '/', at }] }, 404],
  ];
  for (const [url, payload, status] of cases) {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
    expect(res.statusCode).toBe(status);
  }
  expect(await stored()).toBe(before);
});

it('rate-limits event posts per client address', async () => {
  const at = new Date().toISOString();
  const statuses: number[] = [];
  for (let i = 0; i < 125; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: events,
      remoteAddress: '10.9.9.9',
      payload: { events: [{ type: 'page_view', path: '/', at }] },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(120);
  expect(statuses[statuses.length - 1]).toBe(429);
});

it('reports only to admins of the site and checks the dates', async () => {
  const url = `/api/v1/sites/${IDS.siteA}/analytics?startDate=${today()}&endDate=${today()}`;
  for (const [role, status] of [
    ['anonymous', 401],
    ['editorAll', 403],
    ['adminB', 403],
    ['internal', 200],
  ] as const) {
    expect((await t.app.inject({ method: 'GET', url, headers: t.as(role) })).statusCode).toBe(status);
  }
  const bad = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/analytics?startDate=2026-05-01&endDate=2026-04-01`,
    headers: t.as('adminA'),
  });
  expect([bad.statusCode, bad.json().message]).toEqual([400, 'endDate must not be before startDate.']);
  const junk = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/analytics?startDate=soon&endDate=later`,
    headers: t.as('adminA'),
  });
  expect(junk.statusCode).toBe(400);
});
