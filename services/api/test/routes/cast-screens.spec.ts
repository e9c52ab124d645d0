import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const list = `/api/v1/sites/${IDS.siteA}/cast-screens`;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, role: Parameters<TestApp['as']>[0] = 'adminA') =>
  t.app.inject({ method: 'POST', url: list, headers: t.as(role), payload });

it('creates a screen with defaults and lists it', async () => {
  const res = await create({ name: 'Gym TV', categoryIds: [IDS.basketball, IDS.hidden] });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    name: 'Gym TV',
    clientID: 'client-a',
    siteID: IDS.siteA,
    categoryIds: [IDS.basketball, IDS.hidden],
    config: {
      timePerSlideInMs: 5000,
      showQRCode: true,
      enableEmergencyAnnouncement: true,
      showPresentingSponsors: true,
    },
  });
  const all = await t.app.inject({ method: 'GET', url: list, headers: t.as('adminA') });
  expect(all.json().screens.map((s: { name: string }) => s.name)).toEqual(['Gym TV']);
});

it('anyone reads a screen with only published, visible entries of its folders', async () => {
  const screenId = (await create({ name: 'Lobby', categoryIds: [IDS.sports, IDS.hidden, IDS.records] })).json()
    .screenId;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/cast-screens/${screenId}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.clientID).toBe('client-a');
  expect(body.categories.map((c: { category: { _id: string } }) => c.category._id)).toEqual([IDS.sports, IDS.records]);
  expect(body.categories[0].entries.map((e: { _id: string }) => e._id)).toEqual([IDS.entryLive]);
  expect(body.categories[1].entries.map((e: { _id: string }) => e._id)).toEqual([IDS.record1, IDS.record2]);
  expect(res.body).not.toContain('Draft');
  expect(res.body).not.toContain('Hugo');
});

it("patches a screen's config for the screen's site admin only", async () => {
  const screenId = (await create({ name: 'Hall' })).json().screenId;
  const url = `/api/v1/cast-screens/${screenId}`;
  const ok = await t.app.inject({
    method: 'PATCH',
    url,
    headers: t.as('adminA'),
    payload: { config: { timePerSlideInMs: 9000 }, name: 'Main hall' },
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ name: 'Main hall', config: { timePerSlideInMs: 9000, showLogo: true } });
  for (const [role, status] of [
    ['anonymous', 401],
    ['editorAll', 403],
    ['adminB', 403],
    ['internal', 200],
  ] as const) {
    const res = await t.app.inject({ method: 'PATCH', url, headers: t.as(role), payload: { name: `by ${role}` } });
    expect([role, res.statusCode]).toEqual([role, status]);
  }
  const missing = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/cast-screens/nope',
    headers: t.as('adminA'),
    payload: { name: 'x' },
  });
  expect(missing.statusCode).toBe(404);
});

it('rejects bad input with 400 and stores nothing', async () => {
  const count = await t.app.mongo.db.collection('castScreens').countDocuments({});
  for (const payload of [
    { categoryIds: [IDS.bTop] },
    { config: { timePerSlideInMs: 10 } },
    { config: { showLogo: 'yes' } },
    { config: { autoplay: true } },
    { name: 'x', owner: 'me' },
    { categoryIds: [{ $gt: '' }] },
  ]) {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
  }
  expect(await t.app.mongo.db.collection('castScreens').countDocuments({})).toBe(count);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/cast-screens/no-such-screen' })).statusCode).toBe(404);
});

it('previews other folders on a screen without saving them, never another site’s or unpublished content', async () => {
  const screenId = (await create({ name: 'Preview', categoryIds: [IDS.records] })).json().screenId;
  const read = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/cast-screens/${screenId}${query}` });
  const preview = await read(`?categoryIds=${IDS.basketball},${IDS.hidden},${IDS.bTop}`);
  expect(preview.statusCode).toBe(200);
  expect(preview.json().categories.map((c: { category: { _id: string } }) => c.category._id)).toEqual([IDS.basketball]);
  const saved = await read('');
  expect(saved.json().screen.categoryIds).toEqual([IDS.records]);
  expect((await read('?categoryIds=')).json().categories).toEqual([]);
  expect((await read('?categoryIds=a,{"$gt":""}')).statusCode).toBe(400);
});

it('deletes a screen for its site admins only, into recently deleted, and restores it', async () => {
  const screenId = (await create({ name: 'Old lobby TV' })).json().screenId;
  const del = (role: Parameters<TestApp['as']>[0]) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/cast-screens/${screenId}`, headers: t.as(role) });
  expect((await del('anonymous')).statusCode).toBe(401);
  expect((await del('editorAll')).statusCode).toBe(403);
  expect((await del('adminB')).statusCode).toBe(403);
  expect((await del('adminA')).statusCode).toBe(204);
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/cast-screens/${screenId}` })).statusCode).toBe(404);
  const names = (await t.app.inject({ method: 'GET', url: list, headers: t.as('adminA') }))
    .json()
    .screens.map((s: { name: string }) => s.name);
  expect(names).not.toContain('Old lobby TV');
  const deleted = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/recently-deleted`,
    headers: t.as('adminA'),
  });
  expect(deleted.json().items).toContainEqual(
    expect.objectContaining({ documentType: 'castScreen', documentId: screenId, name: 'Old lobby TV' }),
  );
  const restore = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/recently-deleted/restore`,
    headers: t.as('adminA'),
    payload: { documentType: 'castScreen', documentId: screenId },
  });
  expect(restore.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/cast-screens/${screenId}` })).statusCode).toBe(200);
  expect((await del('adminA')).statusCode).toBe(204);
  expect((await del('adminA')).statusCode).toBe(404);
});
