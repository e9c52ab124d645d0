/** Versions of folder orders (issue 29): the top-level order, moves and copies each keep one version. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
type Line = { _id: string; summary: string; items: { kind: string; id: string; changed: string[] }[] };
const history = async (kind: string, id: string) =>
  (await t.req('adminA', 'GET', `${base}/versions/${kind}/${id}`)).json().versions as Line[];
const versionCount = () => t.app.mongo.db.collection('versions').countDocuments({ siteID: IDS.siteA });
const TOP = [IDS.sports, IDS.records, IDS.other, IDS.hidden];

test('saving the top-level order keeps one version of the folders that moved; a bad order keeps none', async () => {
  const before = await versionCount();
  const bad = await t.req('editorAll', 'PUT', `${base}/categories/order`, { categoryIds: TOP.slice(1) });
  expect(bad.statusCode).toBe(400);
  expect((await t.req('editorLimited', 'PUT', `${base}/categories/order`, { categoryIds: TOP })).statusCode).toBe(403);
  expect(await versionCount()).toBe(before);

  const reversed = [...TOP].reverse();
  expect((await t.req('editorAll', 'PUT', `${base}/categories/order`, { categoryIds: reversed })).statusCode).toBe(200);
  const [line] = await history('category', IDS.hidden);
  expect(line.summary).toBe('Saved the order of the top-level folders');
  // Records keeps its place (third either way), so it is not in the version.
  expect(line.items.map((i) => i.id).sort()).toEqual([IDS.hidden, IDS.other, IDS.sports]);
  expect(line.items[0].changed).toEqual(['position']);
  expect((await history('category', IDS.sports))[0]._id).toBe(line._id);
  expect(await versionCount()).toBe(before + 1);

  // Compared with now, the version shows the place; after another order, Restore puts the folder back there.
  const compare = (await t.req('adminA', 'GET', `${base}/versions/category/${IDS.hidden}/${line._id}`)).json();
  expect(compare.diff).toEqual([]);
  expect((await t.req('adminA', 'PUT', `${base}/categories/order`, { categoryIds: TOP })).statusCode).toBe(200);
  const later = (await t.req('adminA', 'GET', `${base}/versions/category/${IDS.hidden}/${line._id}`)).json();
  expect(later.diff).toEqual([
    { field: 'position', label: 'place among the top-level folders', version: '0', current: '3' },
  ]);
  const restored = await t.req('adminA', 'POST', `${base}/versions/category/${IDS.hidden}/${line._id}/restore`);
  expect(restored.statusCode).toBe(200);
  expect((await t.app.repos.categories.positions(IDS.siteA)).get(IDS.hidden)).toBe(0);
});

test('moving profiles keeps one version of both folders’ orders; copying one of the copies and the destination', async () => {
  const moved = await t.req('adminA', 'POST', `${base}/entries/move`, {
    destination: IDS.other,
    entryIds: [IDS.entryDraft],
  });
  expect(moved.statusCode).toBe(200);
  const [line] = await history('category', IDS.basketball);
  expect(line.summary).toBe('Moved 1 profile to Other');
  expect(line.items.map((i) => i.id).sort()).toEqual([IDS.basketball, IDS.other].sort());
  expect(line.items.every((i) => i.changed.includes('entries'))).toBe(true);

  const copied = await t.req('adminA', 'POST', `${base}/entries/bulk-copy`, {
    destination: IDS.basketball,
    items: [IDS.entryOther],
  });
  expect(copied.statusCode).toBeLessThan(300);
  const [copy] = await history('category', IDS.basketball);
  expect(copy.summary).toBe('Copied 1 profile to Basketball');
  expect(copy.items.map((i) => i.kind).sort()).toEqual(['category', 'entry']);
});

test('moving a folder keeps one version of its old and new parent', async () => {
  const res = await t.req('adminA', 'POST', `${base}/categories/move`, {
    destination: IDS.sports,
    categoryIds: [IDS.other],
  });
  expect(res.statusCode).toBe(200);
  const [line] = await history('category', IDS.sports);
  expect(line.summary).toBe('Moved 1 folder to Sports');
  expect(line.items[0].changed).toContain('categories');
});

test('adding one profile keeps one version of it and of its folder’s order; restoring that version puts the order back', async () => {
  const res = await t.req('editorAll', 'POST', `${base}/categories/${IDS.other}/entries`, {
    firstName: 'Nia',
    lastName: 'New',
  });
  expect(res.statusCode).toBe(201);
  const added = res.json()._id as string;
  const [line] = await history('category', IDS.other);
  expect(line.summary).toBe('Added Nia New to Other');
  expect(line.items.map((i) => [i.kind, i.id, i.changed])).toEqual([
    ['entry', added, ['created']],
    ['category', IDS.other, ['entries']],
  ]);
  expect((await history('entry', added))[0]._id).toBe(line._id);
  const order = async () => (await t.app.repos.categories.findByIds([IDS.other]))[0].entries;
  const withNew = await order();
  expect(withNew[withNew.length - 1]).toBe(added);

  // Another order, then Restore of the add's version: the folder's order is as it was right after the add.
  const reversed = [...withNew].reverse();
  expect(
    (await t.req('editorAll', 'PUT', `${base}/categories/${IDS.other}/entries`, { entryIds: reversed })).statusCode,
  ).toBe(200);
  expect(await order()).toEqual(reversed);
  const restored = await t.req('adminA', 'POST', `${base}/versions/category/${IDS.other}/${line._id}/restore`);
  expect(restored.statusCode).toBe(200);
  expect(await order()).toEqual(withNew);

  // Several at once: one version with all of them and the folder.
  const many = await t.req('editorAll', 'POST', `${base}/categories/${IDS.other}/entries/bulk`, {
    items: [{ firstName: 'Ona' }, { firstName: 'Two' }],
  });
  expect(many.statusCode).toBe(201);
  const [bulk] = await history('category', IDS.other);
  expect(bulk.summary).toBe('Added 2 profiles to Other');
  expect(bulk.items.map((i) => i.kind)).toEqual(['entry', 'entry', 'category']);
});

test('restoring a deleted profile or folder keeps one version of the order that took it back', async () => {
  const added = await t.req('editorAll', 'POST', `${base}/categories/${IDS.other}/entries`, { firstName: 'Rita' });
  const id = added.json()._id as string;
  expect((await t.req('editorAll', 'DELETE', `${base}/entries/${id}`)).statusCode).toBe(204);
  const restore = (documentType: string, documentId: string) =>
    t.req('adminA', 'POST', `${base}/recently-deleted/restore`, { documentType, documentId });
  expect((await restore('entry', id)).statusCode).toBe(200);
  const [line] = await history('category', IDS.other);
  expect(line.summary).toBe('Restored Rita to Other');
  expect(line.items.map((i) => [i.kind, i.id, i.changed])).toEqual([['category', IDS.other, ['entries']]]);

  // A sub-folder comes back into its parent's list of folders: the parent keeps the version.
  const sub = await t.req('editorAll', 'POST', `${base}/categories`, {
    categoryName: 'Relays',
    parentCategoryID: IDS.sports,
  });
  expect(sub.statusCode).toBe(201);
  const subId = sub.json()._id as string;
  expect((await t.req('adminA', 'DELETE', `${base}/categories/${subId}`)).statusCode).toBe(204);
  expect((await restore('category', subId)).statusCode).toBe(200);
  const [parentLine] = await history('category', IDS.sports);
  expect(parentLine.summary).toBe('Restored Relays to Sports');
});
