import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { clearCalendarCache, expireCalendarCache } from '../../src/services/outbound/calendar-service';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:game-2',
  `DTSTART:${soon(9)}T190000Z`,
  `DTEND:${soon(9)}T210000Z`,
  'SUMMARY:Football vs. Lakeview',
  'LOCATION:Husky Stadium',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:game-1',
  `DTSTART:${soon(2)}T170000Z`,
  'SUMMARY:Volleyball vs. Westbrook',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:practice',
  `DTSTART:${soon(1)}T150000Z`,
  `DTEND:${soon(1)}T160000Z`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Practice',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let t: TestApp;
let server: Server;
let origin: string;
const hits: string[] = [];
/** What the feed at /games.ics answers right now. */
let feed: 'up' | 'down' | 'html' = 'up';

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname === '/games.ics' && feed === 'down') res.writeHead(503).end('maintenance');
    else if (pathname === '/games.ics' && feed === 'html') res.writeHead(200).end('<html>Oops</html>');
    else if (pathname === '/games.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    else if (pathname === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>nope</html>');
    else res.writeHead(500).end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The stand-in feed runs on this machine: allowed as an on-premises calendar server would be.
  t = await buildTestApp({ outboundAllow: ['127.0.0.1'] });
  await t.app.mongo.db.collection('sites').updateOne(
    { siteID: IDS.siteA },
    {
      $set: {
        'home.calendarLink': `${origin}/games.ics`,
        homeButtons: [
          { buttonId: 'cal', type: 'Calendar', label: 'Cal', data: { url: `${origin}/broken.ics` } },
          { buttonId: 'page', type: 'Calendar', label: 'Page', data: { url: `${origin}/page.html` } },
        ],
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => clearCalendarCache());

const get = (url: string, role: Parameters<TestApp['as']>[0] = 'anonymous') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/calendar?url=${encodeURIComponent(url)}`,
    headers: t.as(role),
  });

it("fetches and parses the site's calendar for anyone, in start order, with recurring events expanded", async () => {
  const res = await get(`${origin}/games.ics`);
  expect(res.statusCode).toBe(200);
  const summaries = res.json().events.map((e: { summary: string }) => e.summary);
  expect(summaries).toEqual(['Practice', 'Volleyball vs. Westbrook', 'Practice', 'Football vs. Lakeview', 'Practice']);
  expect(res.json().events[3]).toMatchObject({
    uid: 'game-2',
    location: 'Husky Stadium',
    start: expect.stringMatching(/T19:00:00.000Z$/),
    end: expect.stringMatching(/T21:00:00.000Z$/),
  });
});

it('does not fetch URLs the site does not link to for visitors, but lets editors preview them', async () => {
  const before = hits.length;
  const anonymous = await get(`${origin}/games.ics?other`);
  expect(anonymous.statusCode).toBe(403);
  expect(hits.length).toBe(before);
  const editorB = await get(`${origin}/games.ics?other`, 'editorOther');
  expect(editorB.statusCode).toBe(403);
  const editor = await get(`${origin}/games.ics?preview`, 'editorLimited');
  expect(editor.statusCode).toBe(200);
});

it('answers 502 with a clear message when the calendar cannot be read, and 400 for a bad URL', async () => {
  const broken = await get(`${origin}/broken.ics`);
  expect([broken.statusCode, broken.json().message]).toEqual([
    502,
    'Could not load the calendar: the server answered 500.',
  ]);
  const html = await get(`${origin}/page.html`);
  expect(html.statusCode).toBe(502);
  expect(html.json().message).toMatch(/does not serve an iCalendar/);
  expect((await get('file:///etc/passwd', 'adminA')).statusCode).toBe(400);
  expect((await get('not a url', 'adminA')).statusCode).toBe(400);
  // Internal addresses outside OUTBOUND_ALLOW get the same neutral answer as an unreachable server.
  const metadata = await get('http://169.254.169.254/latest/meta-data', 'adminA');
  expect([metadata.statusCode, metadata.json().message]).toEqual([
    502,
    'Could not load the calendar: the server could not be reached.',
  ]);
});

it("reads a calendar stored with the site's media from disk", async () => {
  const dir = path.join(t.app.config.dataDir, 'media', IDS.siteA);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'season.ics'), ICS);
  const local = `/api/v1/media/${IDS.siteA}/season.ics`;
  const res = await get(local, 'editorAll');
  expect(res.statusCode).toBe(200);
  expect(res.json().events).toHaveLength(5);
  expect((await get(`/api/v1/media/${IDS.siteB}/season.ics`, 'internal')).statusCode).toBe(502);
});

it('serves a feed from its 5-minute cache, and its last good copy (marked stale) while the feed is down', async () => {
  const url = `${origin}/games.ics`;
  const first = await get(url);
  expect(first.json()).toMatchObject({ stale: false });
  const before = hits.length;
  expect((await get(url)).json().events).toHaveLength(5);
  expect(hits.length).toBe(before);

  for (const state of ['down', 'html'] as const) {
    feed = state;
    expireCalendarCache();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stale: true, fetchedAt: first.json().fetchedAt });
    expect(res.json().events.map((e: { uid: string }) => e.uid)).toEqual(
      first.json().events.map((e: { uid: string }) => e.uid),
    );
  }
  expect(hits.length).toBe(before + 2);

  feed = 'up';
  expireCalendarCache();
  const back = await get(url);
  expect(back.json().stale).toBe(false);
  expect(back.json().fetchedAt > first.json().fetchedAt).toBe(true);
  clearCalendarCache();
  feed = 'down';
  expect((await get(url)).statusCode).toBe(502);
  feed = 'up';
});

it('answers ?upcoming=N with only the next N events not ended yet, and refuses a bad N with a 400', async () => {
  const url = encodeURIComponent(`${origin}/games.ics`);
  const read = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/sites/${IDS.siteA}/calendar?url=${url}${query}` });
  const next = await read('&upcoming=2');
  expect(next.statusCode).toBe(200);
  expect(next.json().events.map((e: { summary: string }) => e.summary)).toEqual([
    'Practice',
    'Volleyball vs. Westbrook',
  ]);
  for (const bad of ['0', '51', 'x']) {
    const res = await read(`&upcoming=${bad}`);
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/upcoming/)]);
  }
});
