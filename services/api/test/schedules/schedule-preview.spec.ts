/** Preview at a time: the site as it will be with pending schedules applied; editors only, nothing written. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const preview = (role: 'adminA' | 'editorLimited' | 'anonymous' | 'adminB', at: string) =>
  t.req(role, 'GET', `${base}/schedules/preview?at=${encodeURIComponent(at)}`);
type Folder = { _id: string; isLive: boolean; change?: string; profiles: { _id: string; change?: string }[] };
const folder = (reply: { folders: Folder[] }, id: string) => reply.folders.find((f) => f._id === id)!;

test('publishes due by then appear, unpublishes disappear, later ones are not applied; nothing is written', async () => {
  const soon = ahead(60_000);
  const later = ahead(3_600_000);
  const post = (body: object) => t.req('adminA', 'POST', `${base}/schedules`, body);
  expect((await post({ kind: 'entry', itemId: IDS.entryDraft, action: 'publish', at: soon })).statusCode).toBe(201);
  expect((await post({ kind: 'entry', itemId: IDS.entryOther, action: 'unpublish', at: soon })).statusCode).toBe(201);
  expect((await post({ kind: 'category', itemId: IDS.hidden, action: 'publish', at: later })).statusCode).toBe(201);
  await t.req('adminA', 'POST', `${base}/schedules/home`, { change: { home: { title: 'Reveal night' } }, at: later });

  const now = await preview('adminA', new Date().toISOString());
  expect(now.statusCode).toBe(200);
  expect(now.headers['cache-control']).toBe('private, no-store');
  expect(now.json().applied).toBe(0);

  const atSoon = (await preview('adminA', soon)).json();
  expect(atSoon.applied).toBe(2);
  expect(folder(atSoon, IDS.basketball).profiles).toContainEqual({
    _id: IDS.entryDraft,
    name: 'Draft Person',
    change: 'appears',
  });
  expect(folder(atSoon, IDS.other).profiles).toEqual([
    { _id: IDS.entryOther, name: 'Olive Other', change: 'disappears' },
  ]);
  expect(folder(atSoon, IDS.hidden)).toMatchObject({ isLive: false, profiles: [] });
  expect(atSoon.home.changed).toBe(false);

  const atLater = (await preview('adminA', later)).json();
  expect(atLater.applied).toBe(4);
  expect(folder(atLater, IDS.hidden)).toMatchObject({ isLive: true, change: 'appears' });
  expect(folder(atLater, IDS.hidden).profiles).toEqual([
    { _id: IDS.entryHidden, name: 'Hugo Hidden', change: 'appears' },
  ]);
  expect(atLater.home).toMatchObject({ title: 'Reveal night', changed: true });

  // Nothing changed for visitors.
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryDraft}`)).statusCode).toBe(404);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryOther}`)).statusCode).toBe(200);
});

test('only editors preview, and only their folders; a bad time is refused', async () => {
  const at = ahead(3_600_000);
  expect((await preview('anonymous', at)).statusCode).toBe(401);
  expect((await preview('adminB', at)).statusCode).toBe(403);
  const limited = (await preview('editorLimited', at)).json();
  expect(limited.folders.map((f: Folder) => f._id).sort()).toEqual([IDS.basketball, IDS.sports]);
  // The home change (site admins') is not applied for them.
  expect(limited.home.changed).toBe(false);
  const bad = await preview('adminA', 'tomorrow');
  expect(bad.statusCode).toBe(400);
  expect((await t.req('adminA', 'GET', `${base}/schedules/preview`)).statusCode).toBe(400);
});
