/**
 * A visitor's folder read (GET /sites/{siteId}/categories/{categoryId}) carries each profile as its card shows it:
 * no gallery (the bulk of a folder reply), only the image a card falls back to when there is no headshot. The
 * profile's own read and the editing view keep the whole gallery.
 */
import type { MediaItem } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

const item = (id: string, type: MediaItem['type'] = 'image'): MediaItem => ({
  _id: id,
  siteID: IDS.siteA,
  uuid: id,
  url: `/media/${IDS.siteA}/${id}.jpg`,
  mimeType: type === 'video' ? 'video/mp4' : 'image/jpeg',
  isExternal: false,
  metadata: { name: id },
  type,
  hideInDAM: false,
});
const gallery = [item('clip', 'video'), item('first'), item('second'), item('third')];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Written before the app's first read, so every read below sees it.
  await t.app.mongo.db
    .collection('entries')
    .updateOne({ _id: IDS.entryLive as never }, { $set: { headshot: null, media: gallery } });
});
afterAll(() => t.close());

const folderUrl = `/api/v1/sites/${IDS.siteA}/categories/${IDS.basketball}`;
const mediaIds = (entry: { media: MediaItem[] }) => entry.media.map((m) => m._id);

test("a visitor's folder lists a profile with the card's photo only; its own read has the whole gallery", async () => {
  const folder = await t.req('anonymous', 'GET', folderUrl);
  expect(folder.statusCode).toBe(200);
  const [listed] = folder.json().entries;
  expect(listed._id).toBe(IDS.entryLive);
  expect(mediaIds(listed)).toEqual(['first']);
  const own = await t.req('anonymous', 'GET', `/api/v1/sites/${IDS.siteA}/entries/${IDS.entryLive}`);
  expect(mediaIds(own.json().entry ?? own.json())).toEqual(['clip', 'first', 'second', 'third']);
});

test('the editing view of the folder keeps every profile whole', async () => {
  const editing = await t.req('editorAll', 'GET', `${folderUrl}?cms=1`);
  expect(editing.statusCode).toBe(200);
  const live = (editing.json().entries as { _id: string; media: MediaItem[] }[]).find((e) => e._id === IDS.entryLive)!;
  expect(mediaIds(live)).toEqual(['clip', 'first', 'second', 'third']);
});
