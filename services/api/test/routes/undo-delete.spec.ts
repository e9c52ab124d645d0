/** The toast's Undo after a delete: only its author, only recently, all or nothing, order put back by PUT. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const folder = async (id: string) => (await t.req('editorAll', 'GET', `${base}/categories/${id}?cms=1`)).json();
const undo = (role: 'editorAll' | 'adminA' | 'editorLimited', documentType: string, ids: string[]) =>
  t.req(role, 'POST', `${base}/undo-delete`, { documentType, ids });

test('the author undoes deleting a profile: it is back, and its place in the order can be put back', async () => {
  const before = (await folder(IDS.basketball)).category.entries;
  expect(before).toEqual([IDS.entryLive, IDS.entryDraft]);
  expect((await t.req('editorAll', 'DELETE', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(204);

  // Someone else (even an admin) may not use the author's Undo; nothing is restored.
  const other = await undo('adminA', 'entry', [IDS.entryLive]);
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toMatch(/only what you deleted/);
  expect((await folder(IDS.basketball)).category.entries).toEqual([IDS.entryDraft]);

  const res = await undo('editorAll', 'entry', [IDS.entryLive]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ restored: 1 });
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(200);
  const put = await t.req('editorAll', 'PUT', `${base}/categories/${IDS.basketball}/entries`, { entryIds: before });
  expect(put.statusCode).toBe(200);
  expect((await folder(IDS.basketball)).category.entries).toEqual(before);
  // It left Recently deleted, and a second Undo finds nothing.
  const items = (await t.req('adminA', 'GET', `${base}/recently-deleted`)).json().items;
  expect(items.some((i: { documentId: string }) => i.documentId === IDS.entryLive)).toBe(false);
  expect((await undo('editorAll', 'entry', [IDS.entryLive])).statusCode).toBe(404);
});

test('all or nothing: one unknown id restores none of the list', async () => {
  await t.req('editorAll', 'DELETE', `${base}/entries/${IDS.entryDraft}`);
  const res = await undo('editorAll', 'entry', [IDS.entryDraft, 'no-such-entry']);
  expect(res.statusCode).toBe(404);
  expect((await t.req('editorAll', 'GET', `${base}/entries/${IDS.entryDraft}?cms=1`)).statusCode).toBe(404);
  expect((await undo('editorAll', 'entry', [IDS.entryDraft])).json()).toEqual({ restored: 1 });
});

test('an old delete is not undone (the admin restores it from Recently deleted)', async () => {
  await t.req('editorAll', 'DELETE', `${base}/entries/${IDS.entryOther}`);
  const old = new Date(Date.now() - 11 * 60 * 1000).toISOString();
  await t.app.mongo.db.collection('entries').updateOne({ _id: IDS.entryOther as never }, { $set: { deletedAt: old } });
  const res = await undo('editorAll', 'entry', [IDS.entryOther]);
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toMatch(/Recently deleted/);
});

test('undoing a folder delete brings back its sub-folders and profiles; bad input is a 400', async () => {
  expect((await t.req('editorAll', 'DELETE', `${base}/categories/${IDS.sports}`)).statusCode).toBe(204);
  expect((await undo('editorAll', 'category', [IDS.basketball])).statusCode).toBe(400);
  expect((await undo('editorAll', 'category', [IDS.sports])).json()).toEqual({ restored: 1 });
  expect((await folder(IDS.basketball)).category.entries).toEqual([IDS.entryLive, IDS.entryDraft]);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(200);
  expect((await undo('editorAll', 'folder', [IDS.sports])).statusCode).toBe(400);
  expect((await undo('editorAll', 'category', [])).statusCode).toBe(400);
  expect(
    (await t.req('anonymous', 'POST', `${base}/undo-delete`, { documentType: 'entry', ids: ['x'] })).statusCode,
  ).toBe(401);
});
