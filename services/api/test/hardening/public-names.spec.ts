/**
 * Issue 24 finding 9: public replies name only what visitors may see. `/search-data` (what kiosks keep to
 * search offline) lists no unpublished entry or folder, not even by id; a media file of an item deleted from
 * the library is 404 whatever its file name (demo and imported files keep their original names).
 */
import { Readable } from 'node:stream';
import { newCategory, newEntry } from '../../src/services/defaults';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { mediaItem } from '../helpers/media';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // An embargoed sub-folder of a published folder, with its profile.
  await t.app.repos.categories.insertOne(
    newCategory(IDS.siteA, {
      _id: 'cat-embargo-2027',
      categoryName: 'Class of 2027',
      parentCategoryID: IDS.sports,
      isLive: false,
      entries: ['entry-owen-dawson'],
    }),
  );
  await t.app.repos.categories.setFields(IDS.sports, { categories: [IDS.basketball, 'cat-embargo-2027'] });
  await t.app.repos.entries.insertOne(
    newEntry(IDS.siteA, 'cat-embargo-2027', { _id: 'entry-owen-dawson', firstName: 'Owen', lastName: 'Dawson' }),
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('search-data names no unpublished entry or folder, by name or by id', async () => {
  const res = await get(`/api/v1/sites/${IDS.siteA}/search-data`);
  expect(res.statusCode).toBe(200);
  const text = res.body;
  for (const hidden of ['entry-owen-dawson', 'Owen', 'cat-embargo-2027', 'Class of 2027', IDS.entryDraft, IDS.hidden])
    expect(text).not.toContain(hidden);
  const { categories, entries } = res.json();
  const basketball = categories.find((c: { _id: string }) => c._id === IDS.basketball);
  expect(basketball.entries).toEqual([IDS.entryLive]);
  expect(categories.find((c: { _id: string }) => c._id === IDS.sports).categories).toEqual([IDS.basketball]);
  expect(entries.map((e: { _id: string }) => e._id)).toContain(IDS.entryLive);
});

test('a deleted media item whose file keeps its original name is 404 (and its resized copies); restored, served', async () => {
  const item = { ...mediaItem(IDS.siteA, 'media-owen-dawson'), url: `/api/v1/media/${IDS.siteA}/owen-dawson.jpg` };
  await t.app.repos.media.insertOne(item);
  const files = ['owen-dawson.jpg', 'owen-dawson-w320.webp'];
  for (const f of files) await t.app.repos.mediaFiles.write(IDS.siteA, f, Readable.from([Buffer.from('bytes')]));
  // A file that belongs to no media item (a calendar, a font) stays public.
  await t.app.repos.mediaFiles.write(IDS.siteA, 'calendar.ics', Readable.from([Buffer.from('BEGIN:VCALENDAR')]));
  const url = (f: string) => `/api/v1/media/${IDS.siteA}/${f}`;
  for (const f of files) expect((await get(url(f))).statusCode).toBe(200);

  const hide = (hideInDAM: boolean) =>
    t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/media/${item._id}`, { hideInDAM });
  expect((await hide(true)).statusCode).toBe(200);
  for (const f of files) {
    expect((await get(url(f))).statusCode).toBe(404);
    expect((await get(url(f), t.as('adminA'))).statusCode).toBe(404);
  }
  expect((await get(url('calendar.ics'))).statusCode).toBe(200);

  // Its editors still preview it through the signed URL of the list of deleted media.
  const list = await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/media?hideInDAM=true`);
  const listed = list.json().media.find((m: { _id: string }) => m._id === item._id);
  expect((await get(listed.url)).statusCode).toBe(200);

  expect((await hide(false)).statusCode).toBe(200);
  for (const f of files) expect((await get(url(f))).statusCode).toBe(200);
});

test('a soft-deleted item (recently deleted) hides its file too', async () => {
  const item = { ...mediaItem(IDS.siteA, 'media-gone'), url: `/api/v1/media/${IDS.siteA}/gone.jpg` };
  await t.app.repos.media.insertOne(item);
  await t.app.repos.mediaFiles.write(IDS.siteA, 'gone.jpg', Readable.from([Buffer.from('bytes')]));
  expect((await get(`/api/v1/media/${IDS.siteA}/gone.jpg`)).statusCode).toBe(200);
  await t.app.repos.media.softDelete([item._id], 'test');
  expect((await get(`/api/v1/media/${IDS.siteA}/gone.jpg`)).statusCode).toBe(404);
});
