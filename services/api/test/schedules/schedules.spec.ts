/** Scheduled publishing (issue 29): stored, carried out once at its second by whichever process claims it. */
import type { ChangeEvent } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { runDueSchedules, STALE_CLAIM_MS } from '../../src/services/schedules/schedule-runner';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const publicEntry = (id: string) => t.req('anonymous', 'GET', `${base}/entries/${id}`);

test('a profile scheduled to publish stays hidden until its second, then is published once with a change notice', async () => {
  const at = ahead(60_000);
  const res = await t.req('editorLimited', 'POST', `${base}/schedules`, {
    kind: 'entry',
    itemId: IDS.entryDraft,
    action: 'publish',
    at,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ name: 'Draft Person', action: 'publish', at, state: 'pending' });
  const listed = (await t.req('editorLimited', 'GET', `${base}/schedules`)).json().schedules;
  expect(listed.map((s: { itemId: string }) => s.itemId)).toEqual([IDS.entryDraft]);

  const events: ChangeEvent[] = [];
  const stop = t.app.events.subscribe(IDS.siteA, (e) => events.push(e));
  expect(await t.app.runSchedules(Date.parse(at) - 1)).toBe(0);
  expect((await publicEntry(IDS.entryDraft)).statusCode).toBe(404);
  expect(events).toEqual([]);

  expect(await t.app.runSchedules(Date.parse(at) + 5)).toBe(1);
  stop();
  expect((await publicEntry(IDS.entryDraft)).json().entry.isLive).toBe(true);
  expect(events).toContainEqual({ siteId: IDS.siteA, kind: 'entry', id: IDS.entryDraft });
  expect((await t.req('editorLimited', 'GET', `${base}/schedules`)).json().schedules).toEqual([]);
  const [line] = (await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryDraft}`)).json().versions;
  expect(line.summary).toBe('Published Draft Person as scheduled by editor-limited@laurel.test');
  expect(await t.app.runSchedules(Date.parse(at) + 2000)).toBe(0);
});

test('scheduling is allowed as publishing is; a time gone by or a bad item is refused and nothing is stored', async () => {
  const body = { kind: 'entry', itemId: IDS.entryOther, action: 'publish', at: ahead(60_000) };
  expect((await t.req('editorLimited', 'POST', `${base}/schedules`, body)).statusCode).toBe(403);
  expect((await t.req('anonymous', 'POST', `${base}/schedules`, body)).statusCode).toBe(401);
  expect((await t.req('editorOther', 'POST', `${base}/schedules`, body)).statusCode).toBe(403);
  const past = await t.req('adminA', 'POST', `${base}/schedules`, { ...body, at: '2020-01-01T00:00:00Z' });
  expect(past.statusCode).toBe(400);
  expect(past.json().message).toBe('Choose a time in the future: that time has already passed.');
  expect((await t.req('adminA', 'POST', `${base}/schedules`, { ...body, at: 'tomorrow' })).statusCode).toBe(400);
  expect((await t.req('adminA', 'POST', `${base}/schedules`, { ...body, itemId: 'missing' })).statusCode).toBe(404);
  expect(await t.app.mongo.db.collection('schedules').countDocuments({ itemId: IDS.entryOther })).toBe(0);
});

test('a whole folder goes live with its profiles', async () => {
  await t.app.repos.entries.setFields(IDS.entryHidden, { isLive: false });
  const at = ahead(60_000);
  const res = await t.req('adminA', 'POST', `${base}/schedules`, {
    kind: 'category',
    itemId: IDS.hidden,
    action: 'publish',
    at,
  });
  expect(res.statusCode).toBe(201);
  expect((await publicEntry(IDS.entryHidden)).statusCode).toBe(404);
  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  expect((await publicEntry(IDS.entryHidden)).json().entry.isLive).toBe(true);
  const tree = (await t.req('anonymous', 'GET', `${base}/categories/tree`)).json();
  expect(JSON.stringify(tree)).toContain(IDS.hidden);
});

test('two processes at the same second: exactly one carries it out; a claim left by a stopped process is taken again', async () => {
  const at = ahead(60_000);
  await t.req('adminA', 'POST', `${base}/schedules`, { kind: 'entry', itemId: IDS.entryLive, action: 'unpublish', at });
  const now = Date.parse(at) + 1;
  const done = await Promise.all([runDueSchedules(t.app, 'api-1', now), runDueSchedules(t.app, 'api-2', now)]);
  expect(done.sort()).toEqual([0, 1]);
  const lines = (await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}`)).json().versions;
  expect(lines.filter((l: { summary: string }) => l.summary.startsWith('Unpublished'))).toHaveLength(1);

  const stuck = ahead(60_000);
  await t.app.mongo.db.collection('schedules').insertOne({
    _id: 'stuck' as never,
    siteID: IDS.siteA,
    kind: 'entry',
    itemId: IDS.entryLive,
    name: 'Ada Lovelace',
    action: 'publish',
    at: stuck,
    by: 'admin-a@laurel.test',
    state: 'running',
    claimedBy: 'api-gone',
    claimedAt: stuck,
    createdAt: stuck,
  });
  expect(await runDueSchedules(t.app, 'api-1', Date.parse(stuck) + STALE_CLAIM_MS - 1000)).toBe(0);
  expect(await runDueSchedules(t.app, 'api-1', Date.parse(stuck) + STALE_CLAIM_MS + 1000)).toBe(1);
  expect((await publicEntry(IDS.entryLive)).json().entry.isLive).toBe(true);
});

test('a pending schedule can be cancelled by an editor of its item; a carried-out one cannot', async () => {
  const at = ahead(60_000);
  const s = (
    await t.req('adminA', 'POST', `${base}/schedules`, {
      kind: 'entry',
      itemId: IDS.entryOther,
      action: 'unpublish',
      at,
    })
  ).json();
  expect((await t.req('editorLimited', 'DELETE', `${base}/schedules/${s._id}`)).statusCode).toBe(403);
  expect((await t.req('editorAll', 'DELETE', `${base}/schedules/${s._id}`)).statusCode).toBe(204);
  expect(await t.app.runSchedules(Date.parse(at))).toBe(0);
  expect((await publicEntry(IDS.entryOther)).json().entry.isLive).toBe(true);
  const gone = await t.req('adminA', 'DELETE', `${base}/schedules/stuck`);
  expect(gone.statusCode).toBe(400);
  expect(gone.json().message).toBe('This schedule has already been carried out; it cannot be cancelled.');
});

test('schedules of one second are listed in the order they were made, whatever order the database keeps', async () => {
  const at = ahead(120_000);
  const res = await t.req('adminA', 'POST', `${base}/schedules`, {
    kind: 'entry',
    itemId: IDS.entryDraft,
    action: 'publish',
    at,
  });
  expect(res.statusCode).toBe(201);
  // Two more of that second, kept in the collection (and by id) in the opposite order to the one they were made in.
  const schedules = t.app.mongo.db.collection('schedules');
  const doc = (await schedules.findOne({ _id: res.json()._id }))!;
  await schedules.deleteOne({ _id: doc._id });
  const made = (ms: number) => new Date(Date.parse(doc.createdAt as string) + ms).toISOString();
  await schedules.insertOne({ ...doc, _id: 'tie-a' as never, createdAt: made(2) });
  await schedules.insertOne({ ...doc, _id: 'tie-b' as never, createdAt: made(1) });
  const listed = (await t.req('adminA', 'GET', `${base}/schedules`)).json().schedules as { _id: string }[];
  expect(listed.map((s) => s._id)).toEqual(['tie-b', 'tie-a']);
  await schedules.deleteMany({ _id: { $in: ['tie-a', 'tie-b'] as never[] } });
});
