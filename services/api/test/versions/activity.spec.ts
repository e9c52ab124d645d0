/** The activity log (issue 29): every kind of line, its filters, paging, CSV export, and admins only. */
import Papa from 'papaparse';
import { buildTestApp, IDS, PASSWORD, type TestApp } from '../helpers/build-test-app';
import { pairKiosk } from '../helpers/screens';

let t: TestApp;
const base = `/api/v1/sites/${IDS.siteA}`;
const activity = async (query = '') => {
  const res = await t.req('adminA', 'GET', `${base}/activity${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { lines: { by: string; kind: string; summary: string; at: string }[]; next: string | null };
};

beforeAll(async () => {
  t = await buildTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'editor-limited@laurel.test', password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  await t.req('editorLimited', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
    categoryID: IDS.basketball,
    path: `/entry/${IDS.entryLive}`,
    patch: { lastName: 'King' },
  });
  await t.req('adminA', 'PATCH', `${base}/categories/${IDS.other}`, { categoryName: 'Others' });
  await t.req('adminA', 'POST', `${base}/users`, { email: 'new@laurel.test', name: 'New', role: 'editor' });
  await t.req('adminA', 'PATCH', `${base}/users/${t.userIds.editorAll}`, { role: 'admin' });
  await pairKiosk(t, 'Lobby kiosk');
  await t.req('adminA', 'PATCH', base, {
    castEmergencyAnnouncementEnabled: true,
    castEmergencyAnnouncementText: 'Shelter in place',
    castEmergencyAnnouncementExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await t.req('adminA', 'PATCH', base, { castEmergencyAnnouncementEnabled: false });
  // Another client's site and sign-in stay out of site A's log.
  await t.req('adminB', 'PATCH', `/api/v1/sites/${IDS.siteB}`, { styleName: 'B hall' });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin-b@laurel.test', password: PASSWORD },
  });
});
afterAll(() => t.close());

test('lists saves, sign-ins, user and role changes, pairings and emergency switches, newest first, of this client only', async () => {
  const { lines } = await activity();
  expect(lines.map((l) => l.summary)).toEqual([
    'Switched the emergency announcement off',
    'Switched the emergency announcement on: "Shelter in place"',
    'Paired a kiosk: Lobby kiosk',
    'Changed user editor-all@laurel.test: role editor → admin',
    'Added user new@laurel.test (editor)',
    'Saved Others (name)',
    'Saved Ada King (last name)',
    'Signed in',
  ]);
  expect(lines[lines.length - 1]).toMatchObject({ by: 'editor-limited@laurel.test', kind: 'sign-in' });
  const sorted = [...lines].sort((a, b) => b.at.localeCompare(a.at));
  expect(lines).toEqual(sorted);
  // The log leaves out the saved states; reading it must not lose them (a version opened from it compares).
  const [latest] = (await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}`)).json().versions;
  const opened = await t.req('adminA', 'GET', `${base}/versions/entry/${IDS.entryLive}/${latest._id}`);
  expect(opened.statusCode).toBe(200);
  expect(opened.json().diff).toEqual([]);
});

test('filters by person, folder, kind and date; pages with next', async () => {
  expect((await activity('?person=EDITOR-LIMITED@laurel.test')).lines.map((l) => l.kind)).toEqual(['save', 'sign-in']);
  expect((await activity(`?folder=${IDS.other}`)).lines.map((l) => l.summary)).toEqual(['Saved Others (name)']);
  expect((await activity('?kind=user')).lines).toHaveLength(2);
  const today = new Date().toISOString().slice(0, 10);
  expect((await activity(`?from=${today}&to=${today}`)).lines).toHaveLength(8);
  expect((await activity('?to=2020-01-01')).lines).toHaveLength(0);
  const first = await activity('?limit=3');
  expect(first.lines).toHaveLength(3);
  const second = await activity(`?limit=3&before=${encodeURIComponent(first.next!)}`);
  expect(second.lines[0].summary).toBe('Changed user editor-all@laurel.test: role editor → admin');
  const last = await activity(`?limit=5&before=${encodeURIComponent(second.next!)}`);
  expect(last.lines).toHaveLength(2);
  expect(last.next).toBeNull();
});

test('bad filters get a clear 400 and the log is for site admins only', async () => {
  const bad = await t.req('adminA', 'GET', `${base}/activity?from=2026-13-45`);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('from must be a date such as 2026-10-10.');
  const backwards = await t.req('adminA', 'GET', `${base}/activity?from=2026-10-10&to=2026-10-01`);
  expect(backwards.json().message).toBe('The end date must not be before the start date.');
  expect((await t.req('adminA', 'GET', `${base}/activity?kind=lunch`)).statusCode).toBe(400);
  expect((await t.req('editorAll', 'GET', `${base}/activity`)).statusCode).toBe(200); // made admin above
  expect((await t.req('editorLimited', 'GET', `${base}/activity`)).statusCode).toBe(403);
  expect((await t.req('adminB', 'GET', `${base}/activity`)).statusCode).toBe(403);
  expect((await t.req('anonymous', 'GET', `${base}/activity/csv`)).statusCode).toBe(401);
});

test('CSV export has the filtered lines with who, when, what and the version to open', async () => {
  const res = await t.req('adminA', 'GET', `${base}/activity/csv?kind=save`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="activity-${IDS.siteA}.csv"`);
  const rows = Papa.parse<Record<string, string>>(res.body, { header: true }).data;
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatchObject({
    who: 'editor-limited@laurel.test',
    kind: 'save',
    what: 'Saved Ada King (last name)',
    items: `entry ${IDS.entryLive} (Ada King)`,
    fields: 'last name',
    folders: IDS.basketball,
  });
  expect(rows[1].version).toMatch(/^[0-9a-f-]{36}$/);
});
