/** GET /sites/{siteId}/categories/{categoryId}/entry-names: what the site navigator lists under an opened folder. */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = (categoryId: string) => `/api/v1/sites/${IDS.siteA}/categories/${categoryId}/entry-names`;

test("an editor gets the folder's profiles by name, drafts marked, in the folder's order", async () => {
  const res = await t.req('editorLimited', 'GET', url(IDS.basketball));
  expect(res.statusCode).toBe(200);
  const { entries } = res.json() as { entries: Record<string, unknown>[] };
  const folder = (
    await t.req('editorLimited', 'GET', `/api/v1/sites/${IDS.siteA}/categories/${IDS.basketball}?cms=1`)
  ).json() as {
    entries: { _id: string; firstName: string; lastName: string; isLive: boolean }[];
  };
  expect(entries).toEqual(
    folder.entries.map(({ _id, firstName, lastName, isLive }) => ({ _id, firstName, lastName, isLive })),
  );
  expect(entries).toEqual(
    expect.arrayContaining([
      { _id: IDS.entryLive, firstName: 'Ada', lastName: 'Lovelace', isLive: true },
      expect.objectContaining({ _id: IDS.entryDraft, isLive: false }),
    ]),
  );
});

test('visitors, editors of another site and unknown folders are refused', async () => {
  expect((await t.req('anonymous', 'GET', url(IDS.basketball))).statusCode).toBe(401);
  expect((await t.req('editorOther', 'GET', url(IDS.basketball))).statusCode).toBe(403);
  const missing = await t.req('editorAll', 'GET', url('no-such-folder'));
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('Category no-such-folder not found.');
});
