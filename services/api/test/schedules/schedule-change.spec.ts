/**
 * Changing what a pending schedule does (publish ↔ unpublish, "Now inducted"), and the activity lines for
 * setting, changing and cancelling a schedule (issue 29).
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}`, { timeZone: 'Europe/London' });
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const publicEntry = (id: string) => t.req('anonymous', 'GET', `${base}/entries/${id}`);
const stored = (id: string) => t.app.mongo.db.collection('schedules').findOne({ _id: id as never });
const scheduleLines = async () =>
  (await t.req('adminA', 'GET', `${base}/activity?kind=schedule`)).json().lines as {
    summary: string;
    by: string;
    folderIds: string[];
  }[];
const patch = (role: 'adminA' | 'editorAll' | 'editorLimited', id: string, body: object) =>
  t.req(role, 'PATCH', `${base}/schedules/${id}`, body);

test('an editor turns a scheduled publish into an unpublish and back; it happens as changed, with activity lines', async () => {
  const at = ahead(60_000);
  const s = (
    await t.req('editorAll', 'POST', `${base}/schedules`, {
      kind: 'entry',
      itemId: IDS.entryLive,
      action: 'publish',
      at,
      announce: true,
    })
  ).json();
  const [set] = await scheduleLines();
  expect(set.summary).toMatch(
    /^Scheduled Ada Lovelace: goes live \w{3} \d+ \w{3}, .* \(Europe\/London\) with “Now inducted”$/,
  );
  expect(set).toMatchObject({ by: 'editor-all@laurel.test', folderIds: [IDS.basketball] });

  const off = await patch('editorAll', s._id, { action: 'unpublish' });
  expect(off.statusCode).toBe(200);
  // An unpublish cannot announce: the tick goes with the change.
  expect(off.json()).toMatchObject({ action: 'unpublish', at, state: 'pending' });
  expect(off.json().announce).toBeUndefined();
  const listed = (await t.req('editorAll', 'GET', `${base}/schedules`)).json().schedules;
  expect(listed.find((x: { _id: string }) => x._id === s._id).action).toBe('unpublish');
  const [changed] = await scheduleLines();
  expect(changed.summary).toMatch(
    /^Changed the schedule of Ada Lovelace: goes offline .*, was goes live .* with “Now inducted”$/,
  );

  const back = await patch('editorAll', s._id, { action: 'publish', announce: true });
  expect(back.json()).toMatchObject({ action: 'publish', announce: true });
  const quiet = await patch('editorAll', s._id, { announce: false });
  expect(quiet.json().announce).toBeUndefined();
  const offAgain = await patch('editorAll', s._id, { action: 'unpublish' });
  expect(offAgain.json().action).toBe('unpublish');

  expect((await publicEntry(IDS.entryLive)).statusCode).toBe(200);
  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  expect((await publicEntry(IDS.entryLive)).statusCode).toBe(404);
  const [version] = (await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}`)).json().versions;
  expect(version.summary).toBe('Unpublished Ada Lovelace as scheduled by editor-all@laurel.test');
});

test('bad changes are refused with a clear message and change nothing', async () => {
  const at = ahead(120_000);
  const one = (
    await t.req('adminA', 'POST', `${base}/schedules`, {
      kind: 'entry',
      itemId: IDS.entryOther,
      action: 'unpublish',
      at,
    })
  ).json();
  const group = (
    await t.req('adminA', 'POST', `${base}/schedules/many`, {
      kind: 'entry',
      itemIds: [IDS.entryDraft, IDS.entryOther],
      action: 'publish',
      at,
    })
  ).json();
  const change = { home: { title: 'Class of 2026' } };
  const home = (await t.req('adminA', 'POST', `${base}/schedules/home`, { change, at })).json();
  const linesBefore = (await scheduleLines()).length;
  const before = await Promise.all([one, group, home].map((s) => stored(s._id)));

  const refused: [object, string, number][] = [
    [{}, 'Say what changes: a new time (at), the action (publish or unpublish) or announce.', 400],
    [{ action: 'later' }, '', 400],
    [{ action: 'publish', x: 1 }, '', 400],
    [{ announce: true }, 'Only a schedule that publishes can play “Now inducted” on cast screens.', 400],
    [
      { action: 'unpublish', announce: true },
      'Only a schedule that publishes can play “Now inducted” on cast screens.',
      400,
    ],
    [
      { action: 'publish', at: '2020-01-01T00:00:00Z' },
      'Choose a time in the future: that time has already passed.',
      400,
    ],
  ];
  for (const [body, message, code] of refused) {
    const res = await patch('adminA', one._id, body);
    expect(res.statusCode).toBe(code);
    if (message) expect(res.json().message).toBe(message);
  }
  const groupAnnounce = await patch('adminA', group._id, { announce: true });
  expect(groupAnnounce.statusCode).toBe(400);
  expect(groupAnnounce.json().message).toBe(
    'Only a schedule of one profile or one folder can play “Now inducted” on cast screens.',
  );
  const homeOff = await patch('adminA', home._id, { action: 'unpublish' });
  expect(homeOff.statusCode).toBe(400);
  expect(homeOff.json().message).toBe('A change to Home always goes live; only its time can change.');
  expect((await patch('editorAll', home._id, { at: ahead(180_000) })).statusCode).toBe(403);
  expect((await patch('editorLimited', one._id, { action: 'publish' })).statusCode).toBe(403);
  expect((await t.req('anonymous', 'PATCH', `${base}/schedules/${one._id}`, { action: 'publish' })).statusCode).toBe(
    401,
  );
  expect((await patch('adminA', 'nope', { action: 'publish' })).statusCode).toBe(404);

  const after = await Promise.all([one, group, home].map((s) => stored(s._id)));
  expect(after).toEqual(before);
  expect(await scheduleLines()).toHaveLength(linesBefore);

  // Once carried out, it cannot be changed.
  expect(await t.app.runSchedules(Date.parse(at))).toBe(3);
  const done = await patch('adminA', one._id, { action: 'publish' });
  expect(done.statusCode).toBe(400);
  expect(done.json().message).toBe('This schedule has already been carried out; it cannot be changed.');
});

test('cancelling a schedule and a change to Home are activity lines too', async () => {
  const at = ahead(60_000);
  const s = (
    await t.req('editorAll', 'POST', `${base}/schedules`, {
      kind: 'category',
      itemId: IDS.basketball,
      action: 'publish',
      at,
    })
  ).json();
  expect((await t.req('editorAll', 'DELETE', `${base}/schedules/${s._id}`)).statusCode).toBe(204);
  const [cancelled, set] = await scheduleLines();
  expect(set.summary).toMatch(/^Scheduled Basketball: goes live /);
  expect(cancelled).toMatchObject({ by: 'editor-all@laurel.test', folderIds: [IDS.basketball] });
  expect(cancelled.summary).toMatch(/^Cancelled the schedule of Basketball \(goes live .* \(Europe\/London\)\)$/);
  const home = (
    await t.req('adminA', 'POST', `${base}/schedules/home`, { change: { home: { title: 'X' } }, at })
  ).json();
  const moved = ahead(90_000);
  expect((await patch('adminA', home._id, { at: moved })).json().at).toBe(moved);
  const [homeMoved] = await scheduleLines();
  expect(homeMoved.summary).toMatch(/^Changed the schedule of a change to Home: goes live .*, was goes live /);
  // The kind filter of the log knows these lines.
  const all = (await t.req('adminA', 'GET', `${base}/activity`)).json().lines as { kind: string }[];
  expect(all.filter((l) => l.kind === 'schedule')).toHaveLength((await scheduleLines()).length);
});
