import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteFile } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { DEMO_DIR } from '../../src/site-io/seed-demo';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const demo = (): SiteFile => JSON.parse(readFileSync(path.join(DEMO_DIR, 'site.json'), 'utf8'));

it('internal users import a site file and export it again', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/sites/import',
    headers: t.as('internal'),
    payload: demo(),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    siteID: 'default',
    counts: { categories: demo().categories.length, entries: demo().entries.length, users: 2, files: 0 },
  });
  const tree = await t.app.inject({ method: 'GET', url: '/api/v1/sites/default/categories/tree' });
  expect(tree.json().tree.map((n: { categoryName: string }) => n.categoryName)).toEqual([
    'Hall of Fame',
    'Record Boards',
  ]);
  const exported = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/sites/default/export',
    headers: t.as('internal'),
  });
  expect(exported.statusCode).toBe(200);
  const file = exported.json() as SiteFile;
  expect(file.format).toBe('laurel-site@1');
  expect(file.entries.length).toBe(demo().entries.length);
  expect(file.site.home.title).toBe('Northfield High School Athletic Hall of Fame');
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' },
  });
  expect(admin.statusCode).toBe(200);
});

it('is for internal users only', async () => {
  for (const [role, status] of [
    ['anonymous', 401],
    ['adminA', 403],
    ['editorAll', 403],
  ] as const) {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/sites/import', headers: t.as(role), payload: demo() }))
        .statusCode,
    ).toBe(status);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/sites/${IDS.siteA}/export`, headers: t.as(role) }))
        .statusCode,
    ).toBe(status);
  }
});

it('rejects a bad file with 400 and writes nothing', async () => {
  const before = await t.app.mongo.db.collection('categories').countDocuments({});
  const file = demo();
  const bad = {
    ...file,
    site: { ...file.site, siteID: 'new-site' },
    entries: [...file.entries, { ...file.entries[0], _id: { $gt: '' } }],
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/sites/import',
    headers: t.as('internal'),
    payload: bad,
  });
  expect(res.statusCode).toBe(400);
  expect(await t.app.mongo.db.collection('categories').countDocuments({})).toBe(before);
  expect(await t.app.mongo.db.collection('sites').countDocuments({ siteID: 'new-site' })).toBe(0);
  const missing = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/sites/nowhere/export',
    headers: t.as('internal'),
  });
  expect(missing.statusCode).toBe(404);
});
