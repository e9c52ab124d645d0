/** GET /sites/{siteId}/events: a browser-like client on a real socket receives change notices of its site only. */
import type { AddressInfo } from 'node:net';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { openSse } from '../helpers/sse';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const open = (siteId: string) => openSse(port, `/api/v1/sites/${siteId}/events`);

const versionFrame = (version: number) =>
  `id: ${version}\nevent: version\ndata: ${JSON.stringify({ siteId: IDS.siteA, version })}`;

test('a change to the site’s content is pushed as `event: change` with the version it made as its id', async () => {
  const a = await open(IDS.siteA);
  expect(a.res.statusCode).toBe(200);
  expect(a.res.headers['content-type']).toContain('text/event-stream');
  const hello = await a.nextRaw();
  expect(hello).toContain(`: connected to ${IDS.siteA}`);
  const { version } = await t.app.repos.siteVersions.current(IDS.siteA);
  expect(await a.nextRaw()).toBe(versionFrame(version));
  const frame = a.nextRaw();
  const patch = await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`, {
    categoryName: 'Changed',
  });
  expect(patch.statusCode).toBe(200);
  const notice = { siteId: IDS.siteA, kind: 'category', id: IDS.other, version: version + 1 };
  expect(await frame).toBe(`id: ${version + 1}\nevent: change\ndata: ${JSON.stringify(notice)}`);
  a.close();
});

test('changes of another site are not sent', async () => {
  const b = await open(IDS.siteB);
  await b.next();
  const received: string[] = [];
  b.res.on('data', (c: string) => received.push(c));
  await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`, { categoryName: 'Again' });
  await new Promise((r) => setTimeout(r, 100));
  expect(received.join('')).not.toContain('event: change');
  b.close();
});

test('an open stream does not keep the server from closing (afterAll closes with this one open)', async () => {
  const left = await open(IDS.siteA);
  expect(await left.next()).toContain('connected');
});

test('unknown site: 404 before the stream starts', async () => {
  expect((await t.req('anonymous', 'GET', '/api/v1/sites/none/events')).statusCode).toBe(404);
});
