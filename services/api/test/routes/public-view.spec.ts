/**
 * Public reads from the site's public view: compressed as the client accepts, 304 for an unchanged reply, a new
 * ETag right after an edit, cache headers a CDN can use, and never anything unpublished or the editing view.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { newCategory, newEntry } from '../../src/services/defaults';
import { buildTestApp, IDS, type TestApp, type TestRole } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
const A = `/api/v1/sites/${IDS.siteA}`;
/** A folder of 60 published profiles (a reply well over the compression threshold) and one draft. */
const BIG = 'cat-big';
const PUBLIC_READS = [
  `${A}/styling`,
  `${A}/categories/tree`,
  `${A}/categories`,
  `${A}/categories?all=1`,
  `${A}/categories/${IDS.basketball}`,
  `${A}/categories/${BIG}`,
  `${A}/entries/${IDS.entryLive}`,
  `${A}/search-options`,
];
const UNPUBLISHED = ['Draft', 'Hugo', 'Hidden', 'Secret Sam'];

const get = (url: string, headers: Record<string, string> = {}, role: TestRole | 'anonymous' = 'anonymous') =>
  t.app.inject({ method: 'GET', url, headers: { ...t.as(role), ...headers } });

/** The text of a reply, whatever its encoding. */
function text(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(raw).toString();
  if (enc === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

beforeAll(async () => {
  t = await buildTestApp();
  const { categories, entries } = t.app.repos;
  const people = Array.from({ length: 60 }, (_, i) =>
    newEntry(IDS.siteA, BIG, {
      _id: `big-${i}`,
      firstName: `Person${i}`,
      lastName: `Surname${i}`,
      description: '<p>Inducted for a career of records, titles and service to the school.</p>',
    }),
  );
  const draft = newEntry(IDS.siteA, BIG, { _id: 'big-draft', firstName: 'Secret', lastName: 'Sam', isLive: false });
  await entries.insertMany([...people, draft]);
  await categories.insertOne({
    ...newCategory(IDS.siteA, { _id: BIG, categoryName: 'Big Folder', entries: [...people, draft].map((p) => p._id) }),
    position: 10,
  } as never);
  // The notice moves the site's content version on after the write that counts it: the tests start once it has
  // (a reply made before it and one made after are of different versions).
  const counted = new Promise<void>((resolve) => {
    const stop = t.app.events.subscribe(IDS.siteA, (e) => {
      if (e.version === undefined) return;
      stop();
      resolve();
    });
  });
  t.app.events.emit({ siteId: IDS.siteA, kind: 'site', id: IDS.siteA });
  await counted;
});
afterAll(() => t.close());

it('sends public reads compressed as the client accepts, with the same content', async () => {
  const plain = await get(`${A}/categories/${BIG}`);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await get(`${A}/categories/${BIG}`, { 'accept-encoding': 'gzip, deflate, br' });
  const gz = await get(`${A}/categories/${BIG}`, { 'accept-encoding': 'gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  expect(JSON.parse(text(br))).toEqual(plain.json());
  expect(JSON.parse(text(gz))).toEqual(plain.json());
  expect(plain.json().entries).toHaveLength(60);
});

it('answers 304 to a client that has the current reply, and says how long shared caches may keep it', async () => {
  for (const url of PUBLIC_READS) {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // browsers revalidate every read (an edit shows on the next one); only a shared cache may keep it, a second
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers['cdn-cache-control']).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect({ url, status: again.statusCode, etag: again.headers.etag }).toEqual({ url, status: 304, etag });
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  }
});

it('keeps one reply per parameter that changes it (every folder with ?all=1, the top level without)', async () => {
  const top = (await get(`${A}/categories`)).json().categories as { _id: string }[];
  const all = (await get(`${A}/categories?all=1`)).json().categories as { _id: string }[];
  expect(all.length).toBeGreaterThan(top.length);
  expect(all.map((c) => c._id)).toContain(IDS.basketball);
  expect(top.map((c) => c._id)).not.toContain(IDS.basketball);
  // a parameter that changes nothing for a visitor shares the reply
  const kiosk = await get(`${A}/categories?touchScreen=1`);
  expect(kiosk.headers.etag).toBe((await get(`${A}/categories`)).headers.etag);
});

it('gives a new ETag and the new content right after an edit', async () => {
  const url = `${A}/categories/${BIG}`;
  const before = await get(url, { 'accept-encoding': 'br' });
  const etag = before.headers.etag as string;
  const patch = await t.req('adminA', 'PATCH', `${A}/entries/big-3`, {
    categoryID: BIG,
    path: '/entry/big-3',
    patch: { lastName: 'Renamed' },
  });
  expect(patch.statusCode).toBe(200);
  const after = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(etag);
  expect(text(after)).toContain('Renamed');
  // Replies the edit did not change keep their ETag, so clients still get 304 for them.
  const tree = await get(`${A}/categories/${IDS.basketball}`);
  expect(
    (await get(`${A}/categories/${IDS.basketball}`, { 'if-none-match': tree.headers.etag as string })).statusCode,
  ).toBe(304);
});

it('never mixes the editing view with the public one, in either order', async () => {
  for (const url of PUBLIC_READS) {
    const sep = url.includes('?') ? '&' : '?';
    // An editor's editing view first: it must not be kept for visitors.
    const editing = await get(`${url}${sep}cms=1`, { 'accept-encoding': 'gzip' }, 'adminA');
    expect(editing.statusCode).toBe(200);
    expect(editing.headers['cache-control']).toBe('private, no-store');
    const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }];
    for (const headers of encodings) {
      const visitor = await get(`${url}${sep}cms=1`, headers);
      expect(visitor.statusCode).toBe(200);
      for (const word of UNPUBLISHED) expect(text(visitor)).not.toContain(word);
    }
    // And after visitors filled the view, the editor still gets the editing view, fresh.
    const again = await get(`${url}${sep}cms=1`, {}, 'adminA');
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.headers.etag).toBeUndefined();
  }
  const folder = await get(`${A}/categories/${BIG}?cms=1`, {}, 'adminA');
  expect(folder.body).toContain('Secret');
  const admin = await get(`${A}/styling`, {}, 'adminA');
  expect(admin.headers['cache-control']).toBe('private, no-store');
});

it('compresses other JSON replies too (the editing view, computed per request)', async () => {
  const editing = await get(`${A}/categories/${BIG}?cms=1`, { 'accept-encoding': 'gzip' }, 'adminA');
  expect(editing.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(text(editing)).entries).toHaveLength(61);
});

it('shares one build between visitors who miss at the same time', async () => {
  t.app.events.emit({ siteId: IDS.siteA, kind: 'site', id: IDS.siteA });
  const replies = await Promise.all(Array.from({ length: 20 }, () => get(`${A}/categories/${BIG}`)));
  expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
  expect(replies.every((r) => r.statusCode === 200)).toBe(true);
});

it('shows a write that bypassed the API within about two seconds, never holding a visitor back', async () => {
  const url = `${A}/categories/${BIG}`;
  expect(text(await get(url))).toContain('Person7');
  await t.app.mongo.db.collection('entries').updateOne({ _id: 'big-7' as never }, { $set: { firstName: 'Quietly' } });
  await new Promise((resolve) => setTimeout(resolve, 2100));
  // The first read after that still gets the kept reply at once, and has it made again in the background.
  expect(text(await get(url))).toContain('Person7');
  let seen = false;
  for (let i = 0; i < 40 && !seen; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = text(await get(url)).includes('Quietly');
  }
  expect(seen).toBe(true);
});
