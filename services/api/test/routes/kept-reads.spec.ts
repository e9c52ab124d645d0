/**
 * Kept public reads answered before routing (plugins/app/public-view/kept-reads.ts), over real HTTP: the same
 * bytes and headers as through the route, 304 and every encoding, and never for a signed-in caller, after an
 * edit, for what was unpublished, or without HSTS behind a trusted https proxy.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { newCategory, newEntry } from '../../src/services/defaults';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const A = `/api/v1/sites/${IDS.siteA}`;
/** A folder of 40 published profiles (a reply well over the compression threshold). */
const MANY = 'cat-many';
const OTHER = `${A}/categories/${MANY}`;
/** Headers Node adds to every reply (they vary by time or connection). */
const PER_CONNECTION = ['date', 'connection', 'keep-alive'];

let t: TestApp;
let base: string;
let early: jest.SpyInstance;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function text(reply: Reply): string {
  const enc = reply.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(reply.body).toString();
  if (enc === 'gzip') return gunzipSync(reply.body).toString();
  return reply.body.toString();
}

const withoutPerConnection = (headers: Reply['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));

/** How many reads were answered before routing since the last call. */
function answeredEarly(): number {
  const n = early.mock.results.filter((r) => r.value !== null).length;
  early.mockClear();
  return n;
}

beforeAll(async () => {
  t = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  const people = Array.from({ length: 40 }, (_, i) =>
    newEntry(IDS.siteA, MANY, { _id: `many-${i}`, firstName: `Person${i}`, lastName: `Surname${i}` }),
  );
  await t.app.repos.entries.insertMany(people);
  await t.app.repos.categories.insertOne({
    ...newCategory(IDS.siteA, { _id: MANY, categoryName: 'Many', entries: people.map((p) => p._id) }),
    position: 10,
  } as never);
  t.app.events.emit({ siteId: IDS.siteA, kind: 'site', id: IDS.siteA });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  early = jest.spyOn(t.app.publicViews, 'fresh');
});
afterAll(() => t.close());

it('answers a repeated read with the same bytes and headers as the route did, in every encoding', async () => {
  for (const encoding of ['br', 'gzip', '', 'gzip, deflate, br']) {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    const url = `${OTHER}?e=${encodeURIComponent(encoding)}`; // an address of its own: its first read is routed
    const routed = await get(url, headers);
    expect(answeredEarly()).toBe(0);
    const kept = await get(url, headers);
    expect(answeredEarly()).toBe(1);
    expect(kept.status).toBe(200);
    expect(withoutPerConnection(kept.headers)).toEqual(withoutPerConnection(routed.headers));
    expect(kept.body.equals(routed.body)).toBe(true);
    expect(kept.headers['content-security-policy']).toContain("default-src 'self'");
    expect(kept.headers['cache-control']).toBe('public, no-cache');
    expect(JSON.parse(text(kept)).entries).toHaveLength(40);
  }
});

it('answers 304 to a client that has the current reply, with the route’s headers', async () => {
  const first = await get(OTHER, { 'accept-encoding': 'br' });
  const etag = first.headers.etag as string;
  answeredEarly();
  const notModified = await get(OTHER, { 'if-none-match': etag, 'accept-encoding': 'br' });
  expect(answeredEarly()).toBe(1);
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  expect(notModified.headers.etag).toBe(etag);
  expect(notModified.headers['content-encoding']).toBeUndefined();
  expect(notModified.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('never answers a signed-in caller from the kept reply', async () => {
  const url = `${A}/categories/${IDS.basketball}?cms=1`; // the editing view, for an editor
  await get(url);
  answeredEarly();
  const editor = await get(url, t.as('adminA'));
  expect(answeredEarly()).toBe(0);
  expect(editor.headers['cache-control']).toBe('private, no-store');
  expect(text(editor)).toContain('Draft'); // the editing view lists the unpublished profile
  const visitor = await get(url);
  expect(answeredEarly()).toBe(1);
  expect(text(visitor)).toContain('Lovelace');
  expect(text(visitor)).not.toContain('Draft');
});

it('shows an edit and an unpublishing on the very next read', async () => {
  const before = await get(OTHER);
  expect(text(before)).toContain('Person7');
  const renamed = await t.req('adminA', 'PATCH', `${A}/entries/many-3`, {
    categoryID: MANY,
    path: '/entry/many-3',
    patch: { lastName: 'Renamed' },
  });
  expect(renamed.statusCode).toBe(200);
  const unpublished = await t.req('adminA', 'PATCH', `${A}/entries/many-7`, {
    categoryID: MANY,
    path: '/entry/many-7',
    patch: { isLive: false },
  });
  expect(unpublished.statusCode).toBe(200);
  const after = await get(OTHER, { 'if-none-match': before.headers.etag as string });
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(text(after)).toContain('Renamed');
  expect(text(after)).not.toContain('Person7');
  answeredEarly();
  const again = await get(OTHER);
  expect(answeredEarly()).toBe(1);
  expect(text(again)).not.toContain('Person7');
});

it('sends HSTS only when a trusted proxy says the visitor used https', async () => {
  await get(OTHER);
  answeredEarly();
  const https = await get(OTHER, { 'x-forwarded-proto': 'https' });
  const http = await get(OTHER, { 'x-forwarded-proto': 'http' });
  expect(answeredEarly()).toBe(2);
  expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(http.headers['strict-transport-security']).toBeUndefined();
});

it('leaves HEAD and unknown addresses to the routes', async () => {
  await get(OTHER);
  answeredEarly();
  const head = await get(OTHER, {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(answeredEarly()).toBe(0);
  const missing = await get(`${A}/categories/no-such-folder`);
  expect(missing.status).toBe(404);
  expect(await get(`${A}/categories/no-such-folder`).then((r) => r.status)).toBe(404);
  expect(answeredEarly()).toBe(0);
});
