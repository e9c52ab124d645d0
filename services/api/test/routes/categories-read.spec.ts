/** Public reads show only published, visible content; ?cms=1 shows everything to editors of the site only. */
import type { CategoryTreeNode } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const tree = async (role: Parameters<TestApp['req']>[0], query = '') =>
  (await t.req(role, 'GET', `${base}/categories/tree${query}`)).json().tree as CategoryTreeNode[];

describe('GET categories/tree', () => {
  test('public: unpublished folders and entries are left out, counts are of visible entries only', async () => {
    const nodes = await tree('anonymous');
    expect(nodes.map((n) => n._id)).toEqual([IDS.sports, IDS.records, IDS.other]);
    const basketball = flatten(nodes).find((n) => n._id === IDS.basketball)!;
    expect(basketball).toMatchObject({
      entryCount: 1,
      visibleEntryCount: 1,
      parentCategoryID: IDS.sports,
      path: `/category/${IDS.basketball}`,
    });
    expect(JSON.stringify(nodes)).not.toContain(IDS.hidden);
  });

  test('cms=1 for an editor of the site: every folder, with total and visible counts', async () => {
    const nodes = await tree('editorLimited', '?cms=1');
    expect(nodes.map((n) => n._id)).toEqual([IDS.sports, IDS.records, IDS.other, IDS.hidden]);
    expect(flatten(nodes).find((n) => n._id === IDS.basketball)).toMatchObject({ entryCount: 2, visibleEntryCount: 1 });
  });

  test('cms=1 is ignored for anonymous callers and for editors of another site', async () => {
    for (const role of ['anonymous', 'editorOther', 'adminB'] as const) {
      expect((await tree(role, '?cms=1')).map((n) => n._id)).toEqual([IDS.sports, IDS.records, IDS.other]);
    }
  });

  test('the public category filter restricts the top level', async () => {
    // Written around the API, so the change is announced as the API's own writes do (caches drop it).
    const announce = () => t.app.events.emit({ siteId: IDS.siteA, kind: 'site', id: IDS.siteA });
    await t.app.repos.sites.setPaths(IDS.siteA, { publicCategoryFilter: [IDS.records] });
    announce();
    try {
      expect((await tree('anonymous')).map((n) => n._id)).toEqual([IDS.records]);
      expect((await tree('adminA', '?cms=1')).length).toBe(4);
    } finally {
      await t.app.repos.sites.setPaths(IDS.siteA, { publicCategoryFilter: [] });
      announce();
    }
  });

  test('unknown site: 404; bad cms value: 400', async () => {
    expect((await t.req('anonymous', 'GET', '/api/v1/sites/zzz/categories/tree')).json().message).toBe(
      'No document exists for siteID zzz',
    );
    expect((await t.req('anonymous', 'GET', `${base}/categories/tree?cms=yes`)).statusCode).toBe(400);
  });
});

describe('GET categories', () => {
  test('top level by default, every level with all=1; hidden entries are not listed to the public', async () => {
    const top = (await t.req('anonymous', 'GET', `${base}/categories`)).json().categories;
    expect(top.map((c: { _id: string }) => c._id)).toEqual([IDS.sports, IDS.records, IDS.other]);
    const all = (await t.req('anonymous', 'GET', `${base}/categories?all=1`)).json().categories;
    const basketball = all.find((c: { _id: string }) => c._id === IDS.basketball);
    expect(basketball.entries).toEqual([IDS.entryLive]);
    const cms = (await t.req('editorAll', 'GET', `${base}/categories?all=1&cms=1`)).json().categories;
    expect(cms).toHaveLength(5);
    expect(cms.find((c: { _id: string }) => c._id === IDS.basketball).entries).toEqual([IDS.entryLive, IDS.entryDraft]);
  });
});

describe('GET categories/{id}', () => {
  test('public: the folder, its visible entries in order and visible sub-folders', async () => {
    const res = await t.req('anonymous', 'GET', `${base}/categories/${IDS.basketball}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category.categoryName).toBe('Basketball');
    expect(body.entries.map((e: { _id: string }) => e._id)).toEqual([IDS.entryLive]);
    expect(JSON.stringify(body)).not.toContain('Draft');
    const sports = (await t.req('anonymous', 'GET', `${base}/categories/${IDS.sports}`)).json();
    expect(sports.subCategories.map((c: { _id: string }) => c._id)).toEqual([IDS.basketball]);
  });

  test('legacy ids resolve to the current folder', async () => {
    const res = await t.req('anonymous', 'GET', `${base}/categories/legacy-sports`);
    expect(res.json().category._id).toBe(IDS.sports);
  });

  test('unpublished folder: 404 for the public, 200 in the cms view', async () => {
    const pub = await t.req('anonymous', 'GET', `${base}/categories/${IDS.hidden}`);
    expect(pub.statusCode).toBe(404);
    expect(pub.json().message).toBe(`Category ${IDS.hidden} not found.`);
    const cms = await t.req('editorLimited', 'GET', `${base}/categories/${IDS.hidden}?cms=1`);
    expect(cms.statusCode).toBe(200);
    expect(cms.json().entries.map((e: { _id: string }) => e._id)).toEqual([IDS.entryHidden]);
  });

  test('folders of another site and operator-shaped ids: 404 / 400', async () => {
    expect((await t.req('anonymous', 'GET', `${base}/categories/${IDS.bTop}`)).statusCode).toBe(404);
    expect((await t.req('anonymous', 'GET', `${base}/categories/${encodeURIComponent('{"$gt":""}')}`)).statusCode).toBe(
      400,
    );
  });
});

describe('GET entries/{id}', () => {
  test('public: a visible entry with its folder; drafts and entries of hidden folders are 404', async () => {
    const res = await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.firstName).toBe('Ada');
    expect(res.json().category._id).toBe(IDS.basketball);
    expect(res.json().category.entries).toEqual([IDS.entryLive]);
    expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryDraft}`)).statusCode).toBe(404);
    expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryHidden}`)).statusCode).toBe(404);
    expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryB}`)).statusCode).toBe(404);
  });

  test('cms view shows drafts to editors; legacy ids resolve', async () => {
    expect((await t.req('editorAll', 'GET', `${base}/entries/${IDS.entryDraft}?cms=1`)).json().entry.isLive).toBe(
      false,
    );
    expect((await t.req('editorOther', 'GET', `${base}/entries/${IDS.entryDraft}?cms=1`)).statusCode).toBe(404);
    expect((await t.req('anonymous', 'GET', `${base}/entries/legacy-ada`)).json().entry._id).toBe(IDS.entryLive);
  });
});
