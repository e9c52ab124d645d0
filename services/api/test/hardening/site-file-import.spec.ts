/**
 * Issue 24 finding 10: a site file goes through what the edit routes apply. Rich text is sanitised (no
 * `<script>`, no `onerror`, no `javascript:` links served back), fields site files do not have are left out and
 * named in the reply, and nesting is bounded (a file nested 20,000 levels deep is a 400, never a 500), both
 * through POST /admin/sites/import and through the function `npm run site -- import` calls.
 */
import { SITE_FILE_FORMAT } from '../../src/site-io/site-file-check';
import { importSite } from '../../src/site-io/import-site';
import { MAX_SITE_FILE_DEPTH } from '../../src/site-io/site-file-clean';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOSTILE = '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';

const file = (siteID: string) => ({
  format: SITE_FILE_FORMAT,
  site: { siteID, clientID: 'client-a', styleName: 'Imported', unknownSiteField: 'x' },
  categories: [
    { _id: `${siteID}-cat`, siteID, categoryName: 'Class of 1990', entries: [`${siteID}-e`, `${siteID}-r`] },
  ].map((c) => ({ ...c, categoryDescription: HOSTILE })),
  entries: [
    {
      _id: `${siteID}-e`,
      siteID,
      categoryID: `${siteID}-cat`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      description: HOSTILE,
      notes: { nested: { deeper: ['kept nowhere'] } },
    },
    {
      _id: `${siteID}-r`,
      siteID,
      categoryID: `${siteID}-cat`,
      firstName: '',
      recordInfo: { name: '100 m', recordValue: '10.52', columnID: 'c1', description: HOSTILE, secret: 1 },
    },
  ],
  users: [
    {
      _id: `${siteID}-user`,
      auth0ID: `local|${siteID}-user`,
      email: `${siteID}@laurel.test`,
      role: 'editor',
      clientID: 'client-a',
      categories: ['*'],
      hasSignedAgreements: false,
      // A file never links a provider identity to an account.
      providerIdentity: { issuer: 'https://idp.example.test/', subject: 'evil' },
      linkedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
});

/** `{"a":{"a":…}}` nested `depth` levels inside the site object. */
function deepFile(siteID: string, depth: number): string {
  const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `{"format":"${SITE_FILE_FORMAT}","site":{"siteID":"${siteID}","clientID":"client-a","deep":${nested}}}`;
}

async function expectStoredSafely(siteID: string) {
  const { entries, categories, users } = t.app.repos;
  const stored = [
    (await entries.findById(`${siteID}-e`))!.description,
    (await entries.findById(`${siteID}-r`))!.recordInfo!.description,
    (await categories.findById(`${siteID}-cat`))!.categoryDescription,
  ];
  for (const html of stored) {
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  }
  const served = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${siteID}/entries/${siteID}-e` });
  expect(served.statusCode).toBe(200);
  expect(served.body).not.toMatch(/<script|onerror|javascript:/i);
  expect(served.json().entry.notes).toBeUndefined();
  const entry = (await entries.findById(`${siteID}-e`)) as unknown as Record<string, unknown>;
  expect(entry.notes).toBeUndefined();
  const user = (await users.findById(`${siteID}-user`))!;
  expect(user.providerIdentity).toBeUndefined();
  expect(user.linkedAt).toBeUndefined();
}

const EXPECTED_DROPPED = [
  'site.unknownSiteField',
  `entries[0].notes`,
  `entries[1].recordInfo.secret`,
  'users[0].providerIdentity',
  'users[0].linkedAt',
];

describe('POST /admin/sites/import', () => {
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sites/import',
      headers: { ...t.as('internal'), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  test('rich text is sanitised and unknown fields are left out, named in the reply', async () => {
    const res = await post(file('via-route'));
    expect(res.statusCode).toBe(200);
    expect(res.json().droppedFields).toEqual(expect.arrayContaining(EXPECTED_DROPPED));
    expect(res.json().droppedFields).toHaveLength(EXPECTED_DROPPED.length);
    await expectStoredSafely('via-route');
  });

  test('a file nested 20,000 levels deep is refused with a 4xx and changes nothing', async () => {
    const res = await post(deepFile('deep-route', 20_000));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await t.app.repos.sites.findBySiteId('deep-route')).toBeNull();
  });

  test('an export imports back with nothing left out', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/sites/${IDS.siteA}/export`,
      headers: t.as('internal'),
    });
    const res = await post(exported.json());
    expect(res.statusCode).toBe(200);
    expect(res.json().droppedFields).toBeUndefined();
  });
});

describe('the import behind `npm run site -- import`', () => {
  test('rich text is sanitised and unknown fields are left out, named in the result', async () => {
    const result = await importSite(t.app.repos, file('via-cli'), null);
    expect(result.droppedFields).toEqual(expect.arrayContaining(EXPECTED_DROPPED));
    await expectStoredSafely('via-cli');
  });

  test('depth is bounded: 20,000 levels is a 400 naming the limit, and the limit itself is fine', async () => {
    await expect(importSite(t.app.repos, JSON.parse(deepFile('deep-cli', 20_000)), null)).rejects.toMatchObject({
      statusCode: 400,
      message: `The site file is nested deeper than ${MAX_SITE_FILE_DEPTH} levels; site files never are.`,
    });
    expect(await t.app.repos.sites.findBySiteId('deep-cli')).toBeNull();
    const ok = await importSite(t.app.repos, JSON.parse(deepFile('deep-ok', MAX_SITE_FILE_DEPTH - 3)), null);
    expect(ok.droppedFields).toEqual(['site.deep']);
  });
});
