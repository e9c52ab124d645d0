/**
 * Issue 11 item 5: every malformed multipart upload gets a 4xx at once and leaves nothing behind (no
 * `*.upload` temp file, no media document), on the media upload and on the records CSV upload.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const manyFields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
const mediaDir = () => join(t.app.config.dataDir, 'media', IDS.siteA);
const leftovers = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()) : []);

async function upload(url: string, body: ReturnType<typeof multipart>) {
  const started = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.as('adminA'), ...body.headers },
    payload: body.payload,
  });
  return { res, ms: Date.now() - started };
}

const mediaUrl = `/api/v1/sites/${IDS.siteA}/media`;
const recordsUrl = `/api/v1/sites/${IDS.siteA}/categories/${IDS.records}/records/upload`;

test.each([
  ['more than 20 fields before the file', () => multipart(manyFields(25), { name: 'a.png', data: png })],
  ['two files', () => twoFiles()],
  ['the file under another field name', () => multipart({}, { name: 'a.png', data: png, field: 'photo' })],
  ['no file at all', () => multipart({ description: 'x' }, null)],
  ['a body cut off in the middle', () => cut(multipart({}, { name: 'a.png', data: png }))],
])('media upload with %s: a 4xx at once, nothing stored', async (_name, make) => {
  const before = await t.app.repos.media.search({ siteId: IDS.siteA, page: 1, limit: 100, tags: [], hideInDAM: false });
  const { res, ms } = await upload(mediaUrl, make());
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().message).toEqual(expect.any(String));
  expect(ms).toBeLessThan(5000);
  expect(leftovers().filter((f) => f.endsWith('.upload'))).toEqual([]);
  const after = await t.app.repos.media.search({ siteId: IDS.siteA, page: 1, limit: 100, tags: [], hideInDAM: false });
  expect(after.total).toBe(before.total);
});

test('more than 20 fields says what is wrong', async () => {
  const { res } = await upload(mediaUrl, multipart(manyFields(25), { name: 'a.png', data: png }));
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBe('The upload has too many form fields (at most 20).');
});

test.each([
  [
    'more than 20 fields',
    () => multipart(manyFields(25), { name: 'r.csv', data: Buffer.from('name,recordValue\nA,1\n') }),
  ],
  ['two files', () => twoFiles('r.csv')],
  ['no file', () => multipart({ a: 'b' }, null)],
  ['a body cut off in the middle', () => cut(multipart({}, { name: 'r.csv', data: Buffer.from('name\nA\n') }))],
])('records upload with %s: a 4xx, no records written', async (_name, make) => {
  const before = (await t.app.repos.entries.ofSite(IDS.siteA)).length;
  const { res } = await upload(recordsUrl, make());
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect((await t.app.repos.entries.ofSite(IDS.siteA)).length).toBe(before);
});

test('a good upload still works after the bad ones', async () => {
  const { res } = await upload(mediaUrl, multipart({ description: 'ok' }, { name: 'a.png', data: png }));
  expect(res.statusCode).toBe(201);
  expect(leftovers().filter((f) => f.endsWith('.upload'))).toEqual([]);
});

function twoFiles(name = 'a.png') {
  const one = multipart({}, { name, data: png });
  const boundary = one.headers['content-type'].split('boundary=')[1];
  const extra = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const body = Buffer.concat([
    one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
    extra,
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: one.headers };
}

function cut(body: ReturnType<typeof multipart>) {
  return { payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)), headers: body.headers };
}

test('over a real socket, 25 fields before a file get their 413 at once (the probe’s upload never got a reply)', async () => {
  const served = await buildTestApp();
  try {
    const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (let i = 0; i < 25; i++) form.append(`f${i}`, 'x');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${address}/api/v1/sites/${IDS.siteA}/media`, {
      method: 'POST',
      headers: served.as('adminA'),
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    expect(res.status).toBe(413);
    const dir = join(served.app.config.dataDir, 'media', IDS.siteA);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  } finally {
    await served.close();
  }
});
