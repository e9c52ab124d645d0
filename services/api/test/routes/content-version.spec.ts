/**
 * One content version per site (issue 26): the stored version is carried by every public reply (ETag and
 * X-Content-Version, the server-made pages' meta tag), every change notice is its SSE id, and a stream opened
 * behind (`?since=`, `Last-Event-ID`) is sent what changed since, a visitor only what a visitor may hear, or a
 * reload when the journal does not reach back.
 */
import type { AddressInfo } from 'node:net';
import { changesSince, JOURNAL_LENGTH } from '../../src/plugins/app/repositories/site-version-repository';
import { encodeBody } from '../../src/plugins/app/public-view/encoded-body';
import { pageDocument } from '../../src/services/server-render/page-document';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { openSse, type SseClient } from '../helpers/sse';

jest.setTimeout(60_000);

let t: TestApp;
let port = 0;
const A = `/api/v1/sites/${IDS.siteA}`;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const stored = async () => (await t.app.repos.siteVersions.current(IDS.siteA)).version;
const rename = async (id: string, categoryName: string) =>
  expect((await t.req('adminA', 'PATCH', `${A}/categories/${id}`, { categoryName })).statusCode).toBe(200);
/** Waits until the stored version reaches `version` (bumps are stored just after the write replies). */
async function reached(version: number): Promise<void> {
  for (let i = 0; i < 100 && (await stored()) < version; i++) await new Promise((r) => setTimeout(r, 20));
  expect(await stored()).toBeGreaterThanOrEqual(version);
}
/** The frames a stream sends up to and including its `event: version`. */
async function opening(sse: SseClient): Promise<string[]> {
  const frames: string[] = [];
  for (;;) {
    const frame = await sse.nextRaw();
    frames.push(frame);
    if (frame.includes('event: version')) return frames;
  }
}

test('every public reply names the stored version (ETag and X-Content-Version); an edit moves it on', async () => {
  const before = await t.app.inject({ method: 'GET', url: `${A}/categories/${IDS.sports}` });
  const version = await stored();
  expect(before.headers['x-content-version']).toBe(String(version));
  expect(before.headers.etag).toMatch(new RegExp(`^W/"${version}-.+"$`));
  await rename(IDS.other, 'Renamed for the version');
  await reached(version + 1);
  const after = await t.app.inject({ method: 'GET', url: `${A}/categories/${IDS.other}` });
  expect(after.json().category.categoryName).toBe('Renamed for the version');
  expect(after.headers['x-content-version']).toBe(String(version + 1));
  // Unchanged content is still a 304 by its hash, and the 304 names the new version.
  const same = await t.app.inject({
    method: 'GET',
    url: `${A}/categories/${IDS.sports}`,
    headers: { 'if-none-match': before.headers.etag as string },
  });
  expect(same.statusCode).toBe(304);
  expect(same.headers['x-content-version']).toBe(String(version + 1));
  // The search data is kept the same way; signed-in reads are never kept anywhere.
  const search = await t.app.inject({ method: 'GET', url: `${A}/search-data` });
  expect(search.headers['x-content-version']).toBe(String(version + 1));
  const signedIn = await t.req('adminA', 'GET', `${A}/categories/${IDS.other}?cms=1`);
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
});

test('a stream opened at the current version gets nothing to catch up; one behind gets exactly what changed', async () => {
  const version = await stored();
  const current = await openSse(port, `${A}/events?since=${version}`);
  expect(await opening(current)).toEqual([
    expect.stringContaining('connected'),
    `id: ${version}\nevent: version\ndata: ${JSON.stringify({ siteId: IDS.siteA, version })}`,
  ]);
  current.close();
  await rename(IDS.other, 'Missed once');
  await rename(IDS.sports, 'Missed twice');
  await reached(version + 2);
  const behind = await openSse(port, `${A}/events`, { 'last-event-id': String(version) });
  const frames = await opening(behind);
  expect(frames.slice(1)).toEqual([
    `id: ${version + 1}\nevent: change\ndata: ${JSON.stringify({ siteId: IDS.siteA, kind: 'category', id: IDS.other, version: version + 1 })}`,
    `id: ${version + 2}\nevent: change\ndata: ${JSON.stringify({ siteId: IDS.siteA, kind: 'category', id: IDS.sports, version: version + 2 })}`,
    `id: ${version + 2}\nevent: version\ndata: ${JSON.stringify({ siteId: IDS.siteA, version: version + 2 })}`,
  ]);
  // Live notices follow, each once.
  const live = behind.nextRaw();
  await rename(IDS.other, 'Heard live');
  expect(await live).toContain(`id: ${version + 3}\nevent: change`);
  behind.close();
});

test('a visitor catching up never learns the id of unpublished content', async () => {
  const version = await stored();
  await rename(IDS.hidden, 'Still hidden');
  await reached(version + 1);
  const visitor = await openSse(port, `${A}/events?since=${version}`);
  const frames = (await opening(visitor)).join('\n\n');
  expect(frames).not.toContain(IDS.hidden);
  expect(frames).toContain(`"kind":"category","id":""`);
  visitor.close();
  const editor = await openSse(port, `${A}/events?since=${version}&access_token=${t.tokens.adminA}`);
  expect((await opening(editor)).join('\n\n')).toContain(IDS.hidden);
  editor.close();
});

test('a stream too far behind the journal is told to reload everything', async () => {
  const version = await stored();
  const far = await openSse(port, `${A}/events?since=0`);
  const frames = await opening(far);
  if (version > JOURNAL_LENGTH) expect(frames[1]).toMatch(/^id: \d+\nevent: reload\n/);
  far.close();
  expect(changesSince({ version: 500, journal: [{ v: 400, kind: 'site', id: 's' }] }, 10).changes).toBe('reload');
  expect(changesSince({ version: 500, journal: [{ v: 500, kind: 'site', id: 's' }] }, 499).changes).toEqual([
    { v: 500, kind: 'site', id: 's' },
  ]);
  expect(changesSince({ version: 5, journal: [] }, 7).changes).toEqual([]);
  expect((await t.req('anonymous', 'GET', `${A}/events?since=abc`)).statusCode).toBe(400);
});

test("a page's ETag is of its content, not of the version it names", async () => {
  const same = await encodeBody('<p>x</p><meta v=1>', 'text/html', null, '<p>x</p>');
  const next = await encodeBody('<p>x</p><meta v=2>', 'text/html', null, '<p>x</p>');
  expect(same.etag).toBe(next.etag);
});

test('a server-made public page names the version it shows', () => {
  const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
  expect(pageDocument(shell, null, null, [], 42)).toContain(
    '<meta name="laurel-content-version" content="42" /></head>',
  );
});
