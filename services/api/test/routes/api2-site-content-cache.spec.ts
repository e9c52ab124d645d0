import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/v1/sites/${IDS.siteA}/search?q=${q}` });
const ids = async (q: string) => (await search(q)).json().entries.map((e: { _id: string }) => e._id);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('sees an edit made through the API at once, though public reads are cached', async () => {
  expect(await ids('lovelace')).toEqual([IDS.entryLive]);
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/sites/${IDS.siteA}/entries/${IDS.entryLive}`,
    headers: t.as('adminA'),
    payload: { categoryID: IDS.basketball, path: `/entry/${IDS.entryLive}`, patch: { lastName: 'Byron' } },
  });
  expect(patch.statusCode).toBe(200);
  expect(await ids('lovelace')).toEqual([]);
  expect(await ids('byron')).toEqual([IDS.entryLive]);
});

it('sees a write that bypassed the API within two seconds', async () => {
  expect(await ids('olive')).toEqual([IDS.entryOther]);
  await t.app.mongo.db.collection('entries').updateOne({ _id: IDS.entryOther as never }, { $set: { isLive: false } });
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect(await ids('olive')).toEqual([]);
});
