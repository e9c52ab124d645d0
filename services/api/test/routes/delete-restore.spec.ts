/** Deleting keeps documents (recently deleted) and clears folders from the home page; restore brings them back. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.repos.sites.setPaths(IDS.siteA, {
    'home.gridCategoryId': IDS.basketball,
    'home.carouselCategoryIds': [IDS.sports, IDS.records],
    publicCategoryFilter: [],
  });
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const publicIds = async () => JSON.stringify((await t.req('anonymous', 'GET', `${base}/categories/tree`)).json().tree);
const deletedItems = async () => (await t.req('adminA', 'GET', `${base}/recently-deleted`)).json().items;

test('deleting a folder: 204, gone from reads with its sub-folders and entries, cleared from the home grid and carousel, kept in the database', async () => {
  const res = await t.req('editorAll', 'DELETE', `${base}/categories/${IDS.sports}`);
  expect(res.statusCode).toBe(204);
  const tree = await publicIds();
  expect(tree).not.toContain(IDS.sports);
  expect(tree).not.toContain(IDS.basketball);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(404);
  expect((await t.req('editorAll', 'GET', `${base}/categories/${IDS.basketball}?cms=1`)).statusCode).toBe(404);
  const site = (await t.req('anonymous', 'GET', `${base}/styling`)).json();
  expect(site.home.gridCategoryId).toBeNull();
  expect(site.home.carouselCategoryIds).toEqual([IDS.records]);
  const raw = await t.app.mongo.db.collection('categories').findOne({ _id: IDS.basketball as never });
  expect(raw?.deletedAt).toEqual(expect.any(String));
  expect((await t.req('editorAll', 'DELETE', `${base}/categories/${IDS.sports}`)).statusCode).toBe(404);
});

test('recently deleted lists it for admins only, newest first', async () => {
  const items = await deletedItems();
  expect(items[0]).toMatchObject({
    documentType: 'category',
    documentId: IDS.sports,
    name: 'Sports',
    deletedBy: 'editor-all@laurel.test',
    parentCategoryID: null,
  });
  expect((await t.req('editorAll', 'GET', `${base}/recently-deleted`)).statusCode).toBe(403);
  expect((await t.req('adminB', 'GET', `${base}/recently-deleted`)).statusCode).toBe(403);
  expect((await t.req('anonymous', 'GET', `${base}/recently-deleted`)).statusCode).toBe(401);
});

test('restoring the folder brings back its sub-folders and entries', async () => {
  const res = await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
    documentType: 'category',
    documentId: IDS.sports,
  });
  expect(res.json()).toEqual({ restored: true });
  expect(await publicIds()).toContain(IDS.basketball);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(200);
  expect((await deletedItems()).some((i: { documentId: string }) => i.documentId === IDS.sports)).toBe(false);
  expect(
    (
      await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
        documentType: 'category',
        documentId: IDS.sports,
      })
    ).statusCode,
  ).toBe(404);
});

test('an entry is deleted and restored into its folder; with its folder gone, into "Restored Profiles"', async () => {
  expect((await t.req('editorLimited', 'DELETE', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(204);
  expect((await t.app.repos.categories.findById(IDS.basketball))!.entries).not.toContain(IDS.entryLive);
  await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
    documentType: 'entry',
    documentId: IDS.entryLive,
  });
  expect((await t.app.repos.categories.findById(IDS.basketball))!.entries).toContain(IDS.entryLive);

  await t.req('adminA', 'DELETE', `${base}/entries/${IDS.entryOther}`);
  await t.req('adminA', 'DELETE', `${base}/categories/${IDS.other}`);
  const restored = await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
    documentType: 'entry',
    documentId: IDS.entryOther,
  });
  expect(restored.json()).toEqual({
    restored: true,
    into: { categoryID: expect.any(String), categoryName: 'Restored Profiles' },
  });
  const entry = (await t.req('adminA', 'GET', `${base}/entries/${IDS.entryOther}?cms=1`)).json();
  expect(entry.category.categoryName).toBe('Restored Profiles');
  expect(await publicIds()).not.toContain('Restored Profiles');
});

test('restore input is validated', async () => {
  const url = `${base}/recently-deleted/restore`;
  expect((await t.req('adminA', 'POST', url, { documentType: 'site', documentId: 'x' })).statusCode).toBe(400);
  expect((await t.req('adminA', 'POST', url, { documentType: 'entry', documentId: { $gt: '' } })).statusCode).toBe(400);
  expect((await t.req('adminA', 'POST', url, { documentType: 'entry', documentId: IDS.entryB })).statusCode).toBe(404);
});

describe('bulk delete', () => {
  test('folders: per-item results; at most 50 ids', async () => {
    const created = (await t.req('adminA', 'POST', `${base}/categories`, { categoryName: 'Temp' })).json();
    const res = await t.req('editorLimited', 'POST', `${base}/categories/bulk-delete`, {
      ids: [IDS.basketball, IDS.records],
    });
    expect(res.json().results).toEqual([
      { _id: IDS.basketball, ok: true },
      { _id: IDS.records, ok: false, message: 'User does not have permissions to access this resource' },
    ]);
    const ok = await t.req('adminA', 'POST', `${base}/categories/bulk-delete`, { ids: [created._id, 'missing'] });
    expect(ok.json().results).toEqual([
      { _id: created._id, ok: true },
      { _id: 'missing', ok: false, message: 'Category missing not found.' },
    ]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `c${i}`);
    expect((await t.req('adminA', 'POST', `${base}/categories/bulk-delete`, { ids: tooMany })).statusCode).toBe(400);
    expect((await t.req('adminA', 'POST', `${base}/categories/bulk-delete`, { ids: [] })).statusCode).toBe(400);
  });

  test('entries: per-item results', async () => {
    const res = await t.req('adminA', 'POST', `${base}/entries/bulk-delete`, { ids: [IDS.record1, IDS.entryB] });
    expect(res.json().results).toEqual([
      { _id: IDS.record1, ok: true },
      { _id: IDS.entryB, ok: false, message: `Entry ${IDS.entryB} not found.` },
    ]);
    expect(await t.app.repos.entries.findById(IDS.entryB)).not.toBeNull();
  });
});
