/** Versions (issue 29): every save keeps one; list, compare with now and restore, authorised like editing. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const path = `/entry/${IDS.entryLive}`;
const patchAda = (role: 'editorLimited' | 'adminA', patch: Record<string, unknown>) =>
  t.req(role, 'PATCH', `${base}/entries/${IDS.entryLive}`, { categoryID: IDS.basketball, path, patch });
const history = (role: Parameters<TestApp['req']>[0], kind: string, id: string) =>
  t.req(role, 'GET', `${base}/versions/${kind}/${id}`);

test('a profile save keeps a version naming who, when and the fields it changed; a save that changes nothing keeps none', async () => {
  expect((await patchAda('editorLimited', { lastName: 'King', activity: 'Chess' })).statusCode).toBe(200);
  expect((await patchAda('editorLimited', { lastName: 'King' })).statusCode).toBe(200);
  const res = await history('editorLimited', 'entry', IDS.entryLive);
  expect(res.statusCode).toBe(200);
  const [v] = res.json().versions;
  expect(res.json().versions).toHaveLength(1);
  expect(v).toMatchObject({
    by: 'editor-limited@laurel.test',
    kind: 'save',
    summary: 'Saved Ada King (last name, activity)',
    folderIds: [IDS.basketball],
    items: [{ kind: 'entry', id: IDS.entryLive, name: 'Ada King', changed: ['lastName', 'activity'] }],
  });
  expect(Date.now() - Date.parse(v.at)).toBeLessThan(60_000);
  expect(v).not.toHaveProperty('items.0.snapshot');
});

test('compare shows the fields where a version differs from now, readable; restore puts it back as a new version', async () => {
  const [first] = (await history('adminA', 'entry', IDS.entryLive)).json().versions;
  expect(
    (await patchAda('adminA', { lastName: 'Byron', isLive: false, description: '<p>Wrote <b>notes</b></p>' }))
      .statusCode,
  ).toBe(200);
  const detail = await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}/${first._id}`);
  expect(detail.statusCode).toBe(200);
  const diff = detail.json().diff;
  expect(diff).toHaveLength(3);
  expect(diff).toEqual(
    expect.arrayContaining([
      { field: 'isLive', label: 'published', version: 'Yes', current: 'No' },
      { field: 'lastName', label: 'last name', version: 'King', current: 'Byron' },
      { field: 'description', label: 'description', version: '(empty)', current: 'Wrote notes' },
    ]),
  );
  const restored = await t.req('adminA', 'POST', `${base}/versions/entry/${IDS.entryLive}/${first._id}/restore`);
  expect(restored.statusCode).toBe(200);
  expect(restored.json().version).toMatchObject({
    kind: 'restore',
    restoredFrom: first._id,
    by: 'admin-a@laurel.test',
  });
  const now = await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}/${restored.json().version._id}`);
  expect(now.statusCode).toBe(200);
  expect(now.json().diff).toEqual([]);
  const ada = (await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).json().entry;
  expect(ada).toMatchObject({ lastName: 'King', isLive: true, description: '' });
  const versions = (await history('adminA', 'entry', IDS.entryLive)).json().versions;
  expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['restore', 'save', 'save']);
  const again = await t.req('adminA', 'POST', `${base}/versions/entry/${IDS.entryLive}/${first._id}/restore`);
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toBe('Nothing to restore: this version is the same as the item now.');
});

test('versions are allowed exactly as editing is: a limited editor only in their folders, the site for admins', async () => {
  await t.req('adminA', 'PATCH', `${base}/categories/${IDS.other}`, { categoryName: 'Others' });
  const [v] = (await history('adminA', 'category', IDS.other)).json().versions;
  expect(v.summary).toBe('Saved Others (name)');
  expect((await history('editorLimited', 'category', IDS.other)).statusCode).toBe(403);
  expect((await history('editorLimited', 'entry', IDS.entryOther)).statusCode).toBe(403);
  expect((await t.req('editorLimited', 'GET', `${base}/versions/category/${IDS.other}/${v._id}`)).statusCode).toBe(403);
  expect(
    (await t.req('editorLimited', 'POST', `${base}/versions/category/${IDS.other}/${v._id}/restore`)).statusCode,
  ).toBe(403);
  expect((await history('editorOther', 'entry', IDS.entryLive)).statusCode).toBe(403);
  expect((await history('anonymous', 'entry', IDS.entryLive)).statusCode).toBe(401);
  expect((await history('editorAll', 'site', IDS.siteA)).statusCode).toBe(403);
  expect((await history('adminA', 'entry', 'missing')).statusCode).toBe(404);
  expect((await history('adminA', 'folder', IDS.other)).statusCode).toBe(400);
  // A version id of another item is not a version of this one.
  expect((await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}/${v._id}`)).statusCode).toBe(404);
});

test('a folder keeps versions of its settings, layout, order and record columns, and restores them', async () => {
  await t.req('adminA', 'PUT', `${base}/categories/${IDS.basketball}/entries`, {
    entryIds: [IDS.entryDraft, IDS.entryLive],
  });
  await t.req('adminA', 'POST', `${base}/categories/${IDS.records}/record-columns`, { recordLabel: 'Rebounds' });
  const order = (await history('adminA', 'category', IDS.basketball)).json().versions[0];
  expect(order.summary).toBe('Saved Basketball (order of profiles)');
  const columns = (await history('adminA', 'category', IDS.records)).json().versions[0];
  expect(columns.items[0].changed).toEqual(['recordColumns']);
  // Back to the first order; Restore of the order version puts the saved order back.
  await t.req('adminA', 'PUT', `${base}/categories/${IDS.basketball}/entries`, {
    entryIds: [IDS.entryLive, IDS.entryDraft],
  });
  const res = await t.req('adminA', 'POST', `${base}/versions/category/${IDS.basketball}/${order._id}/restore`);
  expect(res.statusCode).toBe(200);
  const folder = (await t.req('adminA', 'GET', `${base}/categories/${IDS.basketball}?cms=1`)).json();
  expect(JSON.stringify(folder)).toMatch(new RegExp(`${IDS.entryDraft}.*${IDS.entryLive}`));
});

test('a bulk save is one version with all its items; a CSV import is one version', async () => {
  const res = await t.req('adminA', 'PATCH', `${base}/entries`, {
    items: [
      { _id: IDS.entryLive, patch: { activity: 'Golf' } },
      { _id: IDS.entryOther, patch: { activity: 'Golf' } },
    ],
  });
  expect(res.statusCode).toBe(200);
  const [bulk] = (await history('adminA', 'entry', IDS.entryOther)).json().versions;
  expect(bulk).toMatchObject({ kind: 'bulk-save', summary: 'Saved 2 profiles' });
  expect(bulk.items.map((i: { id: string }) => i.id).sort()).toEqual([IDS.entryLive, IDS.entryOther].sort());
  expect((await history('adminA', 'entry', IDS.entryLive)).json().versions[0]._id).toBe(bulk._id);
  const upload = await t.app.inject({
    method: 'POST',
    url: `${base}/categories/${IDS.records}/records/upload`,
    headers: { ...t.as('adminA'), 'content-type': 'text/csv' },
    payload: 'name,recordValue\nFastest,9.8\nTallest,7ft\n',
  });
  expect(upload.statusCode).toBeLessThan(300);
  const lines = (await t.req('adminA', 'GET', `${base}/activity?kind=import`)).json().lines;
  expect(lines[0]).toMatchObject({ summary: 'Imported 2 records into Records', folderIds: [IDS.records] });
  // The two records and the board whose order they joined.
  expect(lines[0].items.map((i: { kind: string }) => i.kind)).toEqual(['entry', 'entry', 'category']);
  expect(lines[0].items[2]).toMatchObject({ id: IDS.records, changed: ['entries'] });
});

test('site settings keep versions for admins; restoring never switches the emergency announcement', async () => {
  await t.req('adminA', 'PATCH', base, { styleName: 'Hall A' });
  await t.req('adminA', 'PATCH', base, { styleName: 'Hall B' });
  const versions = (await history('adminA', 'site', IDS.siteA)).json().versions;
  expect(versions[0].summary).toBe('Saved Hall B (site name)');
  const detail = (await t.req('adminA', 'GET', `${base}/versions/site/${IDS.siteA}/${versions[1]._id}`)).json();
  expect(detail.diff).toEqual([{ field: 'styleName', label: 'site name', version: 'Hall A', current: 'Hall B' }]);
  expect(
    (await t.req('adminA', 'POST', `${base}/versions/site/${IDS.siteA}/${versions[1]._id}/restore`)).statusCode,
  ).toBe(200);
  expect((await t.req('anonymous', 'GET', `${base}/styling`)).json().styleName).toBe('Hall A');
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const on = {
    castEmergencyAnnouncementEnabled: true,
    castEmergencyAnnouncementText: 'Leave by the east doors',
    castEmergencyAnnouncementExpiresAt: later,
  };
  expect((await t.req('adminA', 'PATCH', base, on)).statusCode).toBe(200);
  const [line] = (await t.req('adminA', 'GET', `${base}/activity?kind=emergency`)).json().lines;
  expect(line.summary).toBe('Switched the emergency announcement on: "Leave by the east doors"');
  const hallA = (await history('adminA', 'site', IDS.siteA)).json().versions[0];
  await t.req('adminA', 'PATCH', base, { styleName: 'Hall C' });
  expect((await t.req('adminA', 'POST', `${base}/versions/site/${IDS.siteA}/${hallA._id}/restore`)).statusCode).toBe(
    200,
  );
  const site = (await t.req('anonymous', 'GET', `${base}/styling`)).json();
  expect(site).toMatchObject({ styleName: 'Hall A', castEmergencyAnnouncementEnabled: true });
});

test('the sweep keeps everything of the last 90 days and the last 50 of each item', async () => {
  const versions = t.app.mongo.db.collection('versions');
  const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const docs = Array.from({ length: 55 }, (_, i) => ({
    _id: `old-${i}`,
    siteID: IDS.siteA,
    at: old(200 - i),
    by: 'x@laurel.test',
    kind: 'save',
    summary: 'old',
    folderIds: [],
    items: [{ kind: 'entry', id: 'entry-gone', name: 'Gone', changed: ['lastName'], snapshot: {} }],
    itemKeys: ['entry:entry-gone'],
  }));
  await versions.insertMany([
    ...docs,
    {
      _id: 'old-signin',
      siteID: null,
      clientID: 'client-a',
      at: old(120),
      by: 'x',
      kind: 'sign-in',
      summary: 'Signed in',
      folderIds: [],
      items: [],
      itemKeys: [],
    },
  ] as never[]);
  const before = await versions.countDocuments({});
  expect(await t.app.sweepVersions()).toBe(6);
  expect(await versions.countDocuments({})).toBe(before - 6);
  expect(await versions.countDocuments({ itemKeys: 'entry:entry-gone' })).toBe(50);
  expect(await versions.findOne({ _id: 'old-0' as never })).toBeNull();
  expect(await versions.findOne({ _id: 'old-54' as never })).not.toBeNull();
});
