/**
 * Issue 11 item 8: a media file deleted from the library (hideInDAM) is no longer served by its URL (its
 * editors preview it through a signed URL from the list of deleted media), and a cast screen's reply names
 * no unpublished record or folder.
 */
import sharp from 'sharp';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function uploadPhoto(): Promise<{ _id: string; url: string; variants: Record<string, string> }> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const body = multipart({}, { name: 'p.jpg', data: jpeg });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/media`,
    headers: { ...t.as('adminA'), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('a deleted media file and its variants answer 404 to everyone; restored, they are served again', async () => {
  const photo = await uploadPhoto();
  const urls = [photo.url, ...Object.values(photo.variants)];
  for (const url of urls) expect((await get(url)).statusCode).toBe(200);
  const hide = (hideInDAM: boolean) =>
    t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/${photo._id}`, { hideInDAM });
  expect((await hide(true)).statusCode).toBe(200);
  for (const url of urls) {
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, t.as('adminA'))).statusCode).toBe(404); // a plain URL, whoever asks
    expect((await get(url, { range: 'bytes=0-10' })).statusCode).toBe(404);
  }
  expect((await hide(false)).statusCode).toBe(200);
  for (const url of urls) expect((await get(url)).statusCode).toBe(200);
});

test('the list of deleted media gives editors signed preview URLs (not cached by shared caches); a forged or altered signature is refused', async () => {
  const photo = await uploadPhoto();
  await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/${photo._id}`, { hideInDAM: true });
  const list = await t.req('editorAll', 'GET', `/api/v1/sites/${IDS.siteA}/media?hideInDAM=true`);
  const item = list.json().media.find((m: { _id: string }) => m._id === photo._id);
  expect(item.url).toMatch(/\?preview=\d+\.[\w-]+$/);
  const preview = await get(item.url);
  expect(preview.statusCode).toBe(200);
  expect(preview.headers['cache-control']).toBe('private, no-store');
  for (const url of Object.values(item.variants as Record<string, string>))
    expect((await get(url)).statusCode).toBe(200);
  const [path, token] = item.url.split('?preview=');
  const [expires, sig] = token.split('.');
  expect((await get(`${path}?preview=${Number(expires) + 60_000}.${sig}`)).statusCode).toBe(404);
  expect((await get(`${path}?preview=${expires}.${'A'.repeat(sig.length)}`)).statusCode).toBe(404);
  // The signature is for this item only.
  const other = await uploadPhoto();
  await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/${other._id}`, { hideInDAM: true });
  expect((await get(`${other.url}?preview=${token}`)).statusCode).toBe(404);
});

test('a cast screen names only published records and visible folders in its folders’ lists', async () => {
  await t.app.repos.entries.setFields(IDS.record2, { isLive: false });
  await t.app.repos.categories.setFields(IDS.sports, { categories: [IDS.basketball, IDS.hidden] });
  t.app.events.emit({ siteId: IDS.siteA, kind: 'entry', id: IDS.record2 });
  const created = await t.req('adminA', 'POST', `/api/v1/sites/${IDS.siteA}/cast-screens`, {
    name: 'Lobby',
    categoryIds: [IDS.records, IDS.sports],
  });
  const screenId = created.json().screenId;
  const res = await get(`/api/v1/cast-screens/${screenId}`);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(IDS.record2);
  expect(res.body).not.toContain(IDS.entryDraft);
  expect(res.body).not.toContain(IDS.hidden);
  const [records, sports] = res.json().categories;
  expect(records.category.entries).toEqual([IDS.record1]);
  expect(records.entries.map((e: { _id: string }) => e._id)).toEqual([IDS.record1]);
  expect(sports.category.categories).toEqual([IDS.basketball]);
});
