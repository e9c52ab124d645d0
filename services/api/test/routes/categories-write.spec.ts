import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addMedia(t.app, IDS.siteA, 'bg-1');
  // A photo of the limited editor's folder (the media they may use; media-folders.spec).
  await t.app.repos.media.addFolder(IDS.siteA, ['bg-1'], IDS.basketball);
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const stored = (id: string) => t.app.repos.categories.findById(id);

describe('POST categories (add folder / sub-folder)', () => {
  test('a top-level folder: 201 with defaults, listed in the cms tree', async () => {
    const res = await t.req('editorAll', 'POST', `${base}/categories`, {});
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      categoryName: 'NEW FOLDER',
      layout: 'CategoriesCardLayout',
      parentCategoryID: null,
      siteID: IDS.siteA,
      entries: [],
      path: `/category/${c._id}`,
    });
    const tree = (await t.req('editorAll', 'GET', `${base}/categories/tree?cms=1`)).json().tree;
    expect(tree[tree.length - 1]._id).toBe(c._id);
  });

  test('a sub-folder by an editor limited to the parent: added to the parent in order', async () => {
    const res = await t.req('editorLimited', 'POST', `${base}/categories`, {
      categoryName: 'Soccer',
      layout: 'RecordsLayout',
      parentCategoryID: IDS.sports,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().recordColumns).toHaveLength(1);
    const parent = await stored(IDS.sports);
    expect(parent!.categories).toEqual([IDS.basketball, res.json()._id]);
    expect(parent!.hasSubCategories).toBe(true);
  });

  test('refused: limited editor at the top level or elsewhere, other clients, anonymous, bad input', async () => {
    expect((await t.req('editorLimited', 'POST', `${base}/categories`, {})).statusCode).toBe(403);
    expect(
      (await t.req('editorLimited', 'POST', `${base}/categories`, { parentCategoryID: IDS.other })).statusCode,
    ).toBe(403);
    expect((await t.req('editorOther', 'POST', `${base}/categories`, {})).statusCode).toBe(403);
    expect((await t.req('adminB', 'POST', `${base}/categories`, {})).statusCode).toBe(403);
    expect((await t.req('anonymous', 'POST', `${base}/categories`, {})).json().message).toBe(
      'User must be authenticated to use this endpoint.',
    );
    expect((await t.req('adminA', 'POST', `${base}/categories`, { parentCategoryID: 'missing' })).statusCode).toBe(404);
    expect((await t.req('adminA', 'POST', `${base}/categories`, { parentCategoryID: { $gt: '' } })).statusCode).toBe(
      400,
    );
    expect((await t.req('adminA', 'POST', `${base}/categories`, { layout: 'Nope' })).statusCode).toBe(400);
    expect((await t.req('adminA', 'POST', `${base}/categories`, { isLive: true })).statusCode).toBe(400);
  });
});

describe('PATCH categories/{id}', () => {
  test('patches fields; description is sanitised; media ids resolve', async () => {
    const res = await t.req('editorLimited', 'PATCH', `${base}/categories/${IDS.basketball}`, {
      categoryName: ' Hoops ',
      categoryDescription: '<p onclick="x()">Champions<script>alert(1)</script> <b>2024</b></p>',
      background: 'bg-1',
      isLive: false,
    });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.categoryName).toBe('Hoops');
    expect(c.categoryDescription).toBe('<p>Champions <b>2024</b></p>');
    expect(c.background._id).toBe('bg-1');
    expect((await stored(IDS.basketball))!.isLive).toBe(false);
    await t.req('editorLimited', 'PATCH', `${base}/categories/${IDS.basketball}`, { isLive: true });
  });

  test('sub-folder order: the same ids only', async () => {
    const sports = (await stored(IDS.sports))!;
    const reversed = [...sports.categories].reverse();
    expect(
      (await t.req('adminA', 'PATCH', `${base}/categories/${IDS.sports}`, { categories: reversed })).json().categories,
    ).toEqual(reversed);
    expect(
      (await t.req('adminA', 'PATCH', `${base}/categories/${IDS.sports}`, { categories: [IDS.other] })).statusCode,
    ).toBe(400);
  });

  test('refused and unchanged: outside the editor’s list, unknown fields, operators, missing media', async () => {
    const before = await stored(IDS.other);
    expect(
      (await t.req('editorLimited', 'PATCH', `${base}/categories/${IDS.other}`, { categoryName: 'X' })).json().message,
    ).toBe('User does not have permissions to access this resource');
    expect((await t.req('adminA', 'PATCH', `${base}/categories/${IDS.other}`, { siteID: IDS.siteB })).statusCode).toBe(
      400,
    );
    expect(
      (await t.req('adminA', 'PATCH', `${base}/categories/${IDS.other}`, { categoryName: { $set: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.req('adminA', 'PATCH', `${base}/categories/${IDS.other}`, { background: 'nope' })).json().message,
    ).toBe('Media nope not found.');
    expect(
      (
        await t.req('adminA', 'PATCH', `${base}/categories/${encodeURIComponent('{"$ne":null}')}`, {
          categoryName: 'X',
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.req('adminA', 'PATCH', `${base}/categories/${IDS.bTop}`, { categoryName: 'X' })).statusCode).toBe(
      404,
    );
    expect(await stored(IDS.other)).toEqual(before);
  });
});

test('switch-type to RecordsLayout gives entries record info and the folder a column', async () => {
  const res = await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/switch-type`, { layout: 'RecordsLayout' });
  expect(res.statusCode).toBe(200);
  expect(res.json().layout).toBe('RecordsLayout');
  const column = res.json().recordColumns[0].columnID;
  const entry = await t.app.repos.entries.findById(IDS.entryOther);
  expect(entry!.recordInfo).toMatchObject({ name: 'Olive Other', columnID: column });
  expect(
    (await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/switch-type`, { layout: 'Grid' })).statusCode,
  ).toBe(400);
  expect(
    (
      await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/switch-type`, { layout: 'CategoriesCardLayout' })
    ).json().layout,
  ).toBe('CategoriesCardLayout');
});

test('PUT categories/{id}/entries reorders; the list must hold exactly the folder’s entries', async () => {
  const url = `${base}/categories/${IDS.basketball}/entries`;
  expect(
    (await t.req('editorLimited', 'PUT', url, { entryIds: [IDS.entryDraft, IDS.entryLive] })).json().entries,
  ).toEqual([IDS.entryDraft, IDS.entryLive]);
  expect((await t.req('editorLimited', 'PUT', url, { entryIds: [IDS.entryDraft] })).statusCode).toBe(400);
  expect((await t.req('editorLimited', 'PUT', url, { entryIds: [IDS.entryDraft, IDS.entryDraft] })).statusCode).toBe(
    400,
  );
  expect(
    (
      await t.req('editorLimited', 'PUT', `${base}/categories/${IDS.records}/entries`, {
        entryIds: [IDS.record2, IDS.record1],
      })
    ).statusCode,
  ).toBe(403);
});

test('PUT categories/order sets the order of the top-level folders (all of them, each once; all-folder access)', async () => {
  const tree = async () =>
    ((await t.req('adminA', 'GET', `${base}/categories/tree?cms=1`)).json().tree as { _id: string }[]).map(
      (n) => n._id,
    );
  const before = await tree();
  const reversed = [...before].reverse();
  const res = await t.req('editorAll', 'PUT', `${base}/categories/order`, { categoryIds: reversed });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ categoryIds: reversed });
  expect(await tree()).toEqual(reversed);
  const missing = await t.req('editorAll', 'PUT', `${base}/categories/order`, { categoryIds: reversed.slice(1) });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe(`categoryIds must list the ${before.length} top-level folders, each once.`);
  expect((await t.req('editorLimited', 'PUT', `${base}/categories/order`, { categoryIds: before })).statusCode).toBe(
    403,
  );
  expect(await tree()).toEqual(reversed);
  await t.req('adminA', 'PUT', `${base}/categories/order`, { categoryIds: before });
});

test('copy-structure copies the folder and its sub-folders without entries (200)', async () => {
  const res = await t.req('editorAll', 'POST', `${base}/categories/copy-structure`, {
    targetCategoryId: IDS.sports,
    routeName: 'categories',
  });
  expect(res.statusCode).toBe(200);
  const copy = res.json().category;
  expect(copy).toMatchObject({ categoryName: 'Sports Copy', parentCategoryID: null, entries: [] });
  expect(copy.categories).toHaveLength(2);
  const child = await stored(copy.categories[0]);
  expect(child).toMatchObject({ parentCategoryID: copy._id, entries: [] });
  expect(child!._id).not.toBe(IDS.basketball);
  const into = await t.req('editorLimited', 'POST', `${base}/categories/copy-structure`, {
    targetCategoryId: IDS.basketball,
    routeName: 'subcategories',
    categoryId: IDS.sports,
  });
  expect(into.statusCode).toBe(200);
  expect((await stored(IDS.sports))!.categories).toContain(into.json().category._id);
  expect(
    (
      await t.req('editorLimited', 'POST', `${base}/categories/copy-structure`, {
        targetCategoryId: IDS.sports,
        routeName: 'categories',
      })
    ).statusCode,
  ).toBe(403);
  expect(
    (
      await t.req('editorAll', 'POST', `${base}/categories/copy-structure`, {
        targetCategoryId: 'missing',
        routeName: 'x',
      })
    ).statusCode,
  ).toBe(404);
});

test('most common entry layout of a folder’s subtree', async () => {
  const res = await t.req('editorLimited', 'GET', `${base}/categories/${IDS.sports}/most-common-entry-layout`);
  expect(res.json()).toEqual({ layout: 'PersonListCategoryLayout' });
  expect(
    (await t.req('anonymous', 'GET', `${base}/categories/${IDS.sports}/most-common-entry-layout`)).statusCode,
  ).toBe(401);
});
