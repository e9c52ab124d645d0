/**
 * GET /sites/{siteId}/categories/{categoryId}/outline (issue 26, phones): a profile's pager reads its folder's
 * profiles without their pictures, which is all a server-rendered profile page carries of its folder. It lists
 * exactly what the folder read lists for the same caller, in the same order, with the same facts.
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const folderUrl = (categoryId: string) => `/api/v1/sites/${IDS.siteA}/categories/${categoryId}`;
const PICTURES = ['headshot', 'media', 'background', 'cardBackground', 'flipbook'];
type Listed = { _id: string } & Record<string, unknown>;
const withoutPictures = (entry: Listed) =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => !PICTURES.includes(key)));

test("a visitor gets the folder's visible profiles, in order, with their facts but not their pictures", async () => {
  const folder = await t.req('anonymous', 'GET', folderUrl(IDS.basketball));
  const outline = await t.req('anonymous', 'GET', `${folderUrl(IDS.basketball)}/outline`);
  expect(outline.statusCode).toBe(200);
  const { category, entries } = outline.json() as { category: unknown; entries: Listed[] };
  expect(category).toEqual(folder.json().category);
  expect(entries).toEqual((folder.json().entries as Listed[]).map(withoutPictures));
  expect(entries.map((e) => e._id)).toEqual([IDS.entryLive]);
  expect(entries[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', isLive: true });
  for (const key of PICTURES) expect(entries[0]).not.toHaveProperty(key);
  // kept like the folder read: one reply per content version, revalidated by its ETag
  expect(outline.headers.etag).toBeTruthy();
  const again = await t.app.inject({
    method: 'GET',
    url: `${folderUrl(IDS.basketball)}/outline`,
    headers: { 'if-none-match': String(outline.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});

test('an editor asking for the editing view gets drafts too; a hidden or unknown folder is a 404', async () => {
  const editing = await t.req('editorAll', 'GET', `${folderUrl(IDS.basketball)}/outline?cms=1`);
  expect(editing.statusCode).toBe(200);
  expect((editing.json().entries as Listed[]).map((e) => e._id)).toEqual([IDS.entryLive, IDS.entryDraft]);
  expect((await t.req('anonymous', 'GET', `${folderUrl(IDS.hidden)}/outline`)).statusCode).toBe(404);
  const missing = await t.req('anonymous', 'GET', `${folderUrl('no-such-folder')}/outline`);
  expect([missing.statusCode, missing.json().message]).toEqual([404, 'Category no-such-folder not found.']);
});
