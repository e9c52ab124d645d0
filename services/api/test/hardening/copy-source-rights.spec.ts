/**
 * Issue 24 finding 3: copy and move need edit rights over the source as well as the destination, and a
 * copy never hands an editor limited to folders the library rights (rename, delete) over another folder's media.
 * editorLimited may edit Sports and Basketball only; Other, Records and Hidden (unpublished) are not theirs.
 */
import { addMedia } from '../helpers/media';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const base = `/api/v1/sites/${IDS.siteA}`;

beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const entriesIn = async (folder: string) => (await t.app.repos.entries.idsOfCategory(IDS.siteA, folder)).sort();

describe('copy and move need rights over the source', () => {
  test('an entry of an unpublished folder they may not edit cannot be copied into their own folder', async () => {
    const before = await entriesIn(IDS.basketball);
    const res = await t.req('editorLimited', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryHidden],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/copy only from folders you may edit/);
    expect(await entriesIn(IDS.basketball)).toEqual(before);
    expect((await t.app.repos.categories.findById(IDS.basketball))!.entries).toEqual([IDS.entryLive, IDS.entryDraft]);
  });

  test('all or nothing: one foreign entry among their own refuses the whole copy', async () => {
    const before = await entriesIn(IDS.basketball);
    const res = await t.req('editorLimited', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryDraft, IDS.entryOther],
    });
    expect(res.statusCode).toBe(403);
    expect(await entriesIn(IDS.basketball)).toEqual(before);
  });

  test('copying within their own folders still works, and admins copy from anywhere', async () => {
    const own = await t.req('editorLimited', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryDraft],
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().entries[0]).toMatchObject({ firstName: 'Draft', categoryID: IDS.basketball });
    const admin = await t.req('adminA', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryHidden],
    });
    expect(admin.statusCode).toBe(201);
  });

  test('moving a foreign entry into their folder is refused with the same message, nothing moves', async () => {
    const res = await t.req('editorLimited', 'POST', `${base}/entries/move`, {
      destination: IDS.basketball,
      entryIds: [IDS.entryDraft, IDS.entryOther],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/move only from folders you may edit/);
    expect((await t.app.repos.entries.findById(IDS.entryOther))!.categoryID).toBe(IDS.other);
    expect((await t.app.repos.entries.findById(IDS.entryDraft))!.categoryID).toBe(IDS.basketball);
  });

  test("copying another folder's structure into their own is refused", async () => {
    const count = (await t.app.repos.categories.ofSite(IDS.siteA)).length;
    const res = await t.req('editorLimited', 'POST', `${base}/categories/copy-structure`, {
      targetCategoryId: IDS.hidden,
      routeName: 'subcategories',
      categoryId: IDS.sports,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.repos.categories.ofSite(IDS.siteA)).length).toBe(count);
    const own = await t.req('editorLimited', 'POST', `${base}/categories/copy-structure`, {
      targetCategoryId: IDS.basketball,
      routeName: 'subcategories',
      categoryId: IDS.sports,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('a copy hands over no rights on media', () => {
  test("a photo outside the editor's library stays outside it after they copy the entry using it", async () => {
    // An imported photo, used in their folder's entry but recorded in no folder: not in their library.
    const [photo] = await addMedia(t.app, IDS.siteA, '11111111-2222-4333-8444-555555555555');
    await t.app.repos.entries.setFields(IDS.entryDraft, { headshot: photo });
    expect((await t.req('editorLimited', 'GET', `${base}/media/${photo._id}/usage`)).statusCode).toBe(404);

    const copy = await t.req('editorLimited', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryDraft],
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().entries[0].headshot._id).toBe(photo._id);

    const rename = await t.req('editorLimited', 'PATCH', `${base}/media/${photo._id}`, {
      metadata: { name: 'renamed' },
    });
    expect(rename.statusCode).toBe(404);
    const remove = await t.req('editorLimited', 'PATCH', `${base}/media/${photo._id}`, { hideInDAM: true });
    expect(remove.statusCode).toBe(404);
    const stored = (await t.app.repos.media.findById(photo._id))!;
    expect(stored).toMatchObject({ hideInDAM: false, metadata: { name: photo._id } });
    expect(stored.categoryIDs ?? []).toEqual([]);
  });

  test('an admin copying ties the photos to the destination, as before', async () => {
    const [photo] = await addMedia(t.app, IDS.siteA, '11111111-2222-4333-8444-666666666666');
    await t.app.repos.entries.setFields(IDS.entryOther, { headshot: photo });
    const copy = await t.req('adminA', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.basketball,
      items: [IDS.entryOther],
    });
    expect(copy.statusCode).toBe(201);
    expect((await t.app.repos.media.findById(photo._id))!.categoryIDs).toEqual([IDS.basketball]);
  });
});
