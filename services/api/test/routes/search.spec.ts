import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const site = `/api/v1/sites/${IDS.siteA}`;
beforeAll(async () => {
  t = await buildTestApp();
  const entries = t.app.mongo.db.collection('entries');
  await entries.updateOne(
    { _id: IDS.entryLive as never },
    {
      $set: { activity: 'Basketball / Track', type: 'Athlete', graduationDate: '1998-01-01', eventDate: '2015-10-03' },
    },
  );
  await entries.updateOne(
    { _id: IDS.entryDraft as never },
    { $set: { activity: 'Swimming', type: 'Coach', graduationDate: '1975-01-01' } },
  );
  await entries.updateOne(
    { _id: IDS.entryOther as never },
    { $set: { activity: 'Track, soccer', type: 'Athlete', graduationDate: '2004-01-01' } },
  );
  await entries.updateOne({ _id: IDS.record1 as never }, { $set: { activity: 'Shot Put', type: 'Record' } });
});
afterAll(() => t.close());

it('offers filter values from published, visible profiles only (not record items)', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${site}/search-options` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    activities: ['Basketball', 'soccer', 'Track'],
    types: ['Athlete'],
    years: ['2015', '2004', '1998'],
    letters: ['L', 'O'],
  });
  expect(res.body).not.toContain('Swimming');
  expect(res.body).not.toContain('Shot Put');
});

it('includes unpublished values for editors asking for the editing view, not for visitors asking', async () => {
  const editor = await t.app.inject({ method: 'GET', url: `${site}/search-options?cms=1`, headers: t.as('editorAll') });
  expect(editor.json().activities).toContain('Swimming');
  const visitor = await t.app.inject({ method: 'GET', url: `${site}/search-options?cms=1` });
  expect(visitor.json().activities).not.toContain('Swimming');
  const otherSite = await t.app.inject({
    method: 'GET',
    url: `${site}/search-options?cms=1`,
    headers: t.as('editorOther'),
  });
  expect(otherSite.json().activities).not.toContain('Swimming');
});

it('finds folders by name and entries by free text, trimmed and case-insensitive', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${site}/search?q=${encodeURIComponent('  LOVELACE ')}` });
  expect(res.json().entries.map((e: { _id: string }) => e._id)).toEqual([IDS.entryLive]);
  const folders = await t.app.inject({ method: 'GET', url: `${site}/search?q=basket` });
  expect(folders.json().categories.map((c: { _id: string }) => c._id)).toEqual([IDS.basketball]);
  expect(folders.json().categories[0]).toMatchObject({
    categoryName: 'Basketball',
    visibleEntryCount: 1,
    entryCount: 1,
  });
});

it('never returns unpublished entries or hidden folders to visitors; an empty term finds nothing', async () => {
  for (const q of ['draft', 'hugo', 'hidden']) {
    const res = await t.app.inject({ method: 'GET', url: `${site}/search?q=${q}` });
    expect([q, res.json()]).toEqual([q, { categories: [], entries: [] }]);
  }
  const cms = await t.app.inject({ method: 'GET', url: `${site}/search?q=hugo&cms=1`, headers: t.as('adminA') });
  expect(cms.json().entries.map((e: { _id: string }) => e._id)).toEqual([IDS.entryHidden]);
  const empty = await t.app.inject({ method: 'GET', url: `${site}/search?q=%20%20` });
  expect(empty.json()).toEqual({ categories: [], entries: [] });
  const missing = await t.app.inject({ method: 'GET', url: '/api/v1/sites/nowhere/search?q=a' });
  expect([missing.statusCode, missing.json().message]).toEqual([404, 'No document exists for siteID nowhere']);
});
