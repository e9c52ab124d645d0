/** A folder's own order of profiles (Category.entryOrder): saved through PATCH, used by the cast player. */
import { newEntry } from '../../src/services/defaults';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // "Other" holds Olive Other; two more published profiles, stored Zed, Olive, Abe.
  const zed = newEntry(IDS.siteA, IDS.other, { firstName: 'Zed', lastName: 'Adams', graduationDate: '1990-01-01' });
  const abe = newEntry(IDS.siteA, IDS.other, { firstName: 'Abe', lastName: 'Young', graduationDate: '2010-01-01' });
  await t.app.repos.entries.insertMany([zed, abe].map((e) => ({ ...e, isLive: true })));
  const other = (await t.app.repos.categories.findById(IDS.other))!;
  await t.app.repos.categories.setFields(IDS.other, { entries: [zed._id, ...other.entries, abe._id] });
});
afterAll(() => t.close());

const folderUrl = `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`;
const castNames = async () => {
  const created = await t.req('adminA', 'POST', `/api/v1/sites/${IDS.siteA}/cast-screens`, {
    name: 'Order TV',
    categoryIds: [IDS.other],
  });
  const reply = await t.app.inject({ method: 'GET', url: `/api/v1/cast-screens/${created.json().screenId}` });
  return reply.json().categories[0].entries.map((e: { firstName: string }) => e.firstName);
};

test('a folder has no order of its own at first: the cast player follows the site setting', async () => {
  const folder = (await t.req('adminA', 'GET', `${folderUrl}?cms=1`)).json().category;
  expect(folder.entryOrder).toBeUndefined();
  await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}`, {
    categoryPage: { orderingAttribute: 'firstName', sortDescending: false },
  });
  expect(await castNames()).toEqual(['Abe', 'Olive', 'Zed']);
});

test('the folder’s own order is saved and the cast player shows it', async () => {
  const custom = await t.req('adminA', 'PATCH', folderUrl, { entryOrder: 'custom' });
  expect(custom.statusCode).toBe(200);
  expect(custom.json().entryOrder).toBe('custom');
  expect(await castNames()).toEqual(['Zed', 'Olive', 'Abe']);
  await t.req('adminA', 'PATCH', folderUrl, { entryOrder: 'graduationDateNewest' });
  expect((await castNames()).slice(0, 2)).toEqual(['Abe', 'Zed']);
  await t.req('adminA', 'PATCH', folderUrl, { entryOrder: 'site' });
  expect(await castNames()).toEqual(['Abe', 'Olive', 'Zed']);
});

test('an order that is not one of the choices is refused with a 400 and changes nothing', async () => {
  await t.req('adminA', 'PATCH', folderUrl, { entryOrder: 'lastName' });
  for (const entryOrder of ['shoeSize', '', 3, { $set: 'custom' }]) {
    const res = await t.req('adminA', 'PATCH', folderUrl, { entryOrder });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/entryOrder/);
  }
  expect((await t.app.repos.categories.findById(IDS.other))!.entryOrder).toBe('lastName');
});
