/** Scheduling from the selection bar and the importer (many items, one schedule), changing a time, a home change. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const publicEntry = (id: string) => t.req('anonymous', 'GET', `${base}/entries/${id}`);
const stored = () => t.app.mongo.db.collection('schedules').countDocuments({ state: 'pending' });
const versionsOf = async (id: string) =>
  (await t.req('adminA', 'GET', `${base}/versions/entry/${id}`)).json().versions as { summary: string }[];

test('profiles chosen together go live together, as one version, and show on each profile in the list', async () => {
  await t.app.repos.entries.setFields(IDS.entryOther, { isLive: false });
  const at = ahead(60_000);
  const res = await t.req('editorAll', 'POST', `${base}/schedules/many`, {
    kind: 'entry',
    itemIds: [IDS.entryDraft, IDS.entryOther],
    action: 'publish',
    at,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ name: 'Draft Person and 1 more', itemIds: [IDS.entryDraft, IDS.entryOther] });
  const listed = (await t.req('editorAll', 'GET', `${base}/schedules`)).json().schedules;
  expect(listed).toHaveLength(1);
  // A limited editor does not see a group that reaches outside their folders.
  expect((await t.req('editorLimited', 'GET', `${base}/schedules`)).json().schedules).toEqual([]);

  expect((await publicEntry(IDS.entryOther)).statusCode).toBe(404);
  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  expect((await publicEntry(IDS.entryDraft)).json().entry.isLive).toBe(true);
  expect((await publicEntry(IDS.entryOther)).json().entry.isLive).toBe(true);
  const [a] = await versionsOf(IDS.entryDraft);
  const [b] = await versionsOf(IDS.entryOther);
  expect(a).toEqual(b);
  expect(a.summary).toBe('Published Draft Person and 1 more as scheduled by editor-all@laurel.test');
});

test('a group is all or nothing: one item out of reach or missing refuses it, and nothing is stored', async () => {
  const before = await stored();
  const body = { kind: 'entry', itemIds: [IDS.entryLive, IDS.entryOther], action: 'unpublish', at: ahead(60_000) };
  const locked = await t.req('editorLimited', 'POST', `${base}/schedules/many`, body);
  expect(locked.statusCode).toBe(403);
  expect(locked.json().message).toMatch(/1 of these are not\. Nothing was scheduled\./);
  const missing = await t.req('adminA', 'POST', `${base}/schedules/many`, {
    ...body,
    itemIds: [IDS.entryLive, 'gone'],
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('Profile gone not found. Nothing was scheduled.');
  expect((await t.req('adminA', 'POST', `${base}/schedules/many`, { ...body, itemIds: [] })).statusCode).toBe(400);
  expect((await t.req('adminA', 'POST', `${base}/schedules/many`, { ...body, kind: 'home' })).statusCode).toBe(400);
  const past = await t.req('adminA', 'POST', `${base}/schedules/many`, { ...body, at: '2020-01-01T00:00:00Z' });
  expect(past.json().message).toBe('Choose a time in the future: that time has already passed.');
  expect((await t.req('anonymous', 'POST', `${base}/schedules/many`, body)).statusCode).toBe(401);
  expect((await t.req('adminB', 'POST', `${base}/schedules/many`, body)).statusCode).toBe(403);
  expect(await stored()).toBe(before);
});

test('a schedule moves to another time until it happens; bad times and other editors change nothing', async () => {
  const first = ahead(60_000);
  const s = (
    await t.req('adminA', 'POST', `${base}/schedules`, {
      kind: 'entry',
      itemId: IDS.entryOther,
      action: 'unpublish',
      at: first,
    })
  ).json();
  const later = ahead(3_600_000);
  expect((await t.req('editorLimited', 'PATCH', `${base}/schedules/${s._id}`, { at: later })).statusCode).toBe(403);
  const bad = await t.req('adminA', 'PATCH', `${base}/schedules/${s._id}`, { at: '2020-01-01T00:00:00Z' });
  expect(bad.statusCode).toBe(400);
  expect((await t.req('adminA', 'PATCH', `${base}/schedules/${s._id}`, { at: 'soon' })).statusCode).toBe(400);
  expect((await t.req('adminA', 'PATCH', `${base}/schedules/${s._id}`, { at: later, x: 1 })).statusCode).toBe(400);
  expect((await t.req('adminA', 'PATCH', `${base}/schedules/nope`, { at: later })).statusCode).toBe(404);
  const stillFirst = (await t.req('adminA', 'GET', `${base}/schedules`)).json().schedules;
  expect(stillFirst.find((x: { _id: string }) => x._id === s._id).at).toBe(first);

  const moved = await t.req('editorAll', 'PATCH', `${base}/schedules/${s._id}`, { at: later });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().at).toBe(later);
  expect(await t.app.runSchedules(Date.parse(first) + 1000)).toBe(0);
  expect((await publicEntry(IDS.entryOther)).json().entry.isLive).toBe(true);
  expect(await t.app.runSchedules(Date.parse(later))).toBe(1);
  expect((await publicEntry(IDS.entryOther)).statusCode).toBe(404);
  const done = await t.req('adminA', 'PATCH', `${base}/schedules/${s._id}`, { at: ahead(7_200_000) });
  expect(done.statusCode).toBe(400);
  expect(done.json().message).toBe('This schedule has already been carried out; it cannot be changed.');
});

test('a change to Home goes live at its time (site admins only), with a version of the site settings', async () => {
  const at = ahead(60_000);
  const change = {
    home: { layout: 'HomeLayout9', title: 'Class of 2026' },
    homeButtons: [{ type: 'Text', label: 'Meet the class', data: { text: 'Inducted tonight' } }],
  };
  expect((await t.req('editorAll', 'POST', `${base}/schedules/home`, { change, at })).statusCode).toBe(403);
  const empty = await t.req('adminA', 'POST', `${base}/schedules/home`, { change: {}, at });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('Say what changes on Home: its settings (home) or its buttons (homeButtons).');
  const noImage = { homeButtons: [{ type: 'Image', label: 'Class of 2026', data: { image: 'no-such-media' } }] };
  const missing = await t.req('adminA', 'POST', `${base}/schedules/home`, { change: noImage, at });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Media no-such-media not found.');
  expect(await t.app.mongo.db.collection('schedules').countDocuments({ kind: 'home' })).toBe(0);
  const badLayout = { home: { layout: 'Nope' } };
  expect((await t.req('adminA', 'POST', `${base}/schedules/home`, { change: badLayout, at })).statusCode).toBe(400);
  const res = await t.req('adminA', 'POST', `${base}/schedules/home`, { change, at });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ kind: 'home', name: 'Home', itemId: IDS.siteA, change });
  expect((await t.req('editorAll', 'GET', `${base}/schedules`)).json().schedules).toEqual([]);

  const site = () => t.req('anonymous', 'GET', `${base}/styling`);
  const layoutNow = (await site()).json().home?.layout;
  expect(layoutNow).not.toBe('HomeLayout9');
  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  const after = (await site()).json();
  expect(after.home).toMatchObject({ layout: 'HomeLayout9', title: 'Class of 2026' });
  expect(after.homeButtons.map((b: { label: string }) => b.label)).toEqual(['Meet the class']);
  const lines = (await t.req('adminA', 'GET', `${base}/versions/site/${IDS.siteA}`)).json().versions;
  const summaries = lines.slice(0, 2).map((l: { summary: string }) => l.summary);
  expect(summaries).toEqual([expect.stringMatching(/home buttons/), expect.stringMatching(/home: layout/)]);
});

test('folders chosen together go live together with their profiles, as one version', async () => {
  await t.app.repos.categories.setFields(IDS.hidden, { isLive: false });
  await t.app.repos.entries.setFields(IDS.entryHidden, { isLive: false });
  await t.app.repos.categories.setFields(IDS.other, { isLive: false });
  await t.app.repos.entries.setFields(IDS.entryOther, { isLive: false });
  const at = ahead(60_000);
  const res = await t.req('editorAll', 'POST', `${base}/schedules/many`, {
    kind: 'category',
    itemIds: [IDS.hidden, IDS.other],
    action: 'publish',
    at,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ kind: 'category', name: 'Hidden and 1 more', itemIds: [IDS.hidden, IDS.other] });
  const folder = (id: string) => t.req('anonymous', 'GET', `${base}/categories/${id}`);
  expect((await folder(IDS.hidden)).statusCode).toBe(404);
  expect((await folder(IDS.other)).statusCode).toBe(404);
  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  expect((await folder(IDS.hidden)).statusCode).toBe(200);
  expect((await folder(IDS.other)).statusCode).toBe(200);
  expect((await publicEntry(IDS.entryHidden)).json().entry.isLive).toBe(true);
  expect((await publicEntry(IDS.entryOther)).json().entry.isLive).toBe(true);
  const [line] = (await t.req('adminA', 'GET', `${base}/versions/category/${IDS.hidden}`)).json().versions;
  expect(line.summary).toBe('Published Hidden and 1 more as scheduled by editor-all@laurel.test');
  expect(line.items.map((i: { id: string }) => i.id).sort()).toEqual(
    [IDS.entryHidden, IDS.entryOther, IDS.hidden, IDS.other].sort(),
  );
});
