import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// A site's admins download their site file (without users) and import one into the same site.

jest.setTimeout(60_000);

let t: TestApp;
const url = `/api/v1/sites/${IDS.siteA}/site-file`;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('an admin downloads the site file: the site and its folders, no users and no password hashes', async () => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.as('adminA') });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${IDS.siteA}-site.json"`);
  const file = res.json();
  expect(file).toMatchObject({ format: 'laurel-site@1', site: { siteID: IDS.siteA }, users: [] });
  expect(file.categories.length).toBeGreaterThan(0);
  expect(res.body).not.toContain('passwordHash');
  for (const role of ['editorAll', 'adminB'] as const)
    expect((await t.app.inject({ method: 'GET', url, headers: t.as(role) })).statusCode).toBe(403);
});

test('an admin imports a file of the same site that leaves out optional fields; users in it are left out', async () => {
  const payload = {
    format: 'laurel-site@1',
    site: { siteID: IDS.siteA, clientID: 'client-a', styleName: 'Site A renamed' },
    categories: [{ _id: 'imported-folder', siteID: IDS.siteA, categoryName: 'Imported folder' }],
    entries: [],
    users: [{ _id: 'u-x', email: 'intruder@laurel.test', role: 'internal', clientID: 'client-a', password: 'x' }],
  };
  const res = await t.app.inject({ method: 'POST', url, headers: t.as('adminA'), payload });
  expect([res.statusCode, res.json().counts?.categories, res.json().counts?.users]).toEqual([200, 1, 0]);
  const site = await t.app.mongo.db.collection('sites').findOne({ siteID: IDS.siteA });
  expect(site).toMatchObject({ styleName: 'Site A renamed', primaryLogo: null });
  expect(await t.app.mongo.db.collection('users').findOne({ email: 'intruder@laurel.test' })).toBeNull();
});

test('a file of another site is refused and changes nothing', async () => {
  const payload = { format: 'laurel-site@1', site: { siteID: 'site-b', clientID: 'client-b' }, categories: [] };
  const res = await t.app.inject({ method: 'POST', url, headers: t.as('adminA'), payload });
  expect([res.statusCode, res.json().message]).toEqual([
    400,
    `This site file is for the site "site-b", not "${IDS.siteA}". Open that site to import it.`,
  ]);
});
