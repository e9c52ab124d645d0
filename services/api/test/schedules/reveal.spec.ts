/**
 * The reveal (issue 29) on the API's real schedule timer: before its second no public reply names the class and
 * no reply may be kept by a cache past it; at its second every reader gets it, change notices go out, and a
 * cast screen is sent its "Now inducted" set. A schedule that fell due while no process ran fires at the start.
 */
import type { AddressInfo } from 'node:net';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { openSse } from '../helpers/sse';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const HIDDEN = 'Hugo';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const PUBLIC_READS = [
  `${base}/styling`,
  `${base}/categories/tree`,
  `${base}/categories/${IDS.hidden}`,
  `${base}/entries/${IDS.entryHidden}`,
  `${base}/search-data`,
  `${base}/search?q=${HIDDEN}`,
  `/sitemaps/${IDS.siteA}.xml`,
];

async function castScreen(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/cast-screens`,
    headers: t.as('adminA'),
    payload: { name: 'Lobby TV', categoryIds: [IDS.sports, IDS.hidden] },
  });
  expect(res.statusCode).toBe(201);
  return res.json().screenId;
}

test('before its second nothing of the class is public or cacheable past it; at it, everyone gets it', async () => {
  const screenId = await castScreen();
  const sse = await openSse(port, `${base}/events`);
  const at = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000).toISOString();
  const res = await t.req('adminA', 'POST', `${base}/schedules`, {
    kind: 'category',
    itemId: IDS.hidden,
    action: 'publish',
    at,
    announce: true,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().announce).toBe(true);

  for (const url of [...PUBLIC_READS, `/api/v1/cast-screens/${screenId}`]) {
    const reply = await get(url);
    expect({ url, body: reply.body.includes(HIDDEN) }).toEqual({ url, body: false });
    if (url.includes('/cast-screens/')) expect(reply.headers['cache-control']).toBe('no-cache');
    if (reply.statusCode !== 200 || url.includes('/search?') || url.includes('/cast-screens/')) continue;
    // A cache may keep it a second at most, and only while that second ends before the reveal.
    const cc = String(reply.headers['cache-control']);
    const cdn = String(reply.headers['cdn-cache-control']);
    expect({ url, cdn }).toEqual({ url, cdn: expect.not.stringContaining('stale-while-revalidate') });
    const kept = Number(/s-maxage=(\d+)/.exec(cc)?.[1]);
    expect({ url, kept: kept === 0 || Date.now() + kept * 1000 <= Date.parse(at) }).toEqual({ url, kept: true });
  }
  const castBefore = await get(`/api/v1/cast-screens/${screenId}`);
  expect(castBefore.json().nowInducted).toBeUndefined();
  // The screen's list of folders (the class was added ahead) does not name the hidden folder either.
  expect(castBefore.body).not.toContain(IDS.hidden);
  expect(sse.pending().join('\n')).not.toContain(IDS.hidden);

  // The real timer carries it out at its second; the notice names the folder.
  let frame = await sse.next();
  while (!frame.includes(IDS.hidden)) {
    expect(Date.now()).toBeLessThan(Date.parse(at) + 10_000);
    frame = await sse.next();
  }
  const lag = Date.now() - Date.parse(at);
  expect(lag).toBeGreaterThanOrEqual(0);
  console.log(`reveal: the notice left ${lag} ms after the scheduled second`);
  expect(frame).toContain(IDS.hidden);
  sse.close();

  const tree = await get(`${base}/categories/tree`);
  expect(tree.body).toContain('Hidden');
  expect(String(tree.headers['cdn-cache-control'])).toContain('stale-while-revalidate');
  expect((await get(`${base}/entries/${IDS.entryHidden}`)).json().entry.firstName).toBe(HIDDEN);
  expect((await get(`${base}/search-data`)).body).toContain(HIDDEN);
  expect((await get(`/sitemaps/${IDS.siteA}.xml`)).body).toContain(IDS.entryHidden);
  const cast = (await get(`/api/v1/cast-screens/${screenId}`)).json();
  expect(cast.screen.categoryIds).toEqual([IDS.sports, IDS.hidden]);
  expect(cast.nowInducted).toMatchObject({ at, name: 'Hidden' });
  expect(cast.nowInducted.categories[0].entries.map((e: { firstName: string }) => e.firstName)).toEqual([HIDDEN]);
});

test('"Now inducted" is for publishing only; an unknown time zone is refused and nothing is saved', async () => {
  const at = new Date(Date.now() + 60_000).toISOString();
  const body = { kind: 'entry', itemId: IDS.entryLive, action: 'unpublish', at, announce: true };
  const res = await t.req('adminA', 'POST', `${base}/schedules`, body);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Only a schedule that publishes can play “Now inducted” on cast screens.');

  const bad = await t.req('adminA', 'PATCH', base, { timeZone: 'Mars/Olympus' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('not a time zone we know');
  expect((await get(`${base}/styling`)).json().timeZone).toBeUndefined();
  expect((await t.req('adminA', 'PATCH', base, { timeZone: 'America/Chicago' })).statusCode).toBe(200);
  expect((await get(`${base}/styling`)).json().timeZone).toBe('America/Chicago');
  expect((await t.req('editorAll', 'PATCH', base, { timeZone: 'Europe/Paris' })).statusCode).toBe(403);
  expect((await t.req('adminA', 'PATCH', base, { timeZone: '' })).statusCode).toBe(200);
  expect((await get(`${base}/styling`)).json().timeZone).toBe('');
});

test('a schedule that fell due while no API process ran is carried out by the first round after start', async () => {
  await t.app.repos.entries.setFields(IDS.entryDraft, { isLive: false });
  const missed = new Date(Date.now() - 90_000).toISOString();
  await t.app.mongo.db.collection('schedules').insertOne({
    _id: 'missed' as never,
    siteID: IDS.siteA,
    kind: 'entry',
    itemId: IDS.entryDraft,
    name: 'Draft Person',
    action: 'publish',
    at: missed,
    by: 'admin-a@laurel.test',
    state: 'pending',
    createdAt: missed,
  });
  const started = Date.now();
  while ((await get(`${base}/entries/${IDS.entryDraft}`)).statusCode !== 200 && Date.now() - started < 10_000)
    await new Promise((r) => setTimeout(r, 50));
  expect((await get(`${base}/entries/${IDS.entryDraft}`)).json().entry.isLive).toBe(true);
  console.log(`a schedule missed while down went live ${Date.now() - started} ms after start`);
});
