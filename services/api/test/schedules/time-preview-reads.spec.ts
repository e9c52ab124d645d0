/**
 * The public site at a preview time (issue 29): the public reads with `?previewAt=` answer as visitors will see
 * the site then (every schedule due by then applied), for editors of the site only, never kept or shared, and
 * nothing is written: the public reads stay as they are.
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const soon = ahead(60_000);
const later = ahead(3_600_000);
const at = (path: string, when: string) => `${base}${path}?previewAt=${encodeURIComponent(when)}`;
const ids = (list: { _id: string }[]) => list.map((x) => x._id);

beforeAll(async () => {
  const post = (path: string, body: object) => t.req('adminA', 'POST', `${base}/schedules${path}`, body);
  const made = [
    await post('', { kind: 'entry', itemId: IDS.entryDraft, action: 'publish', at: soon }),
    await post('', { kind: 'entry', itemId: IDS.entryOther, action: 'unpublish', at: soon }),
    await post('', { kind: 'category', itemId: IDS.hidden, action: 'publish', at: later }),
    await post('/home', {
      change: {
        home: { title: 'Reveal night' },
        homeButtons: [{ type: 'Text', label: 'Tickets', data: { text: '' } }],
      },
      at: later,
    }),
  ];
  expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
});

test('anonymous callers and signed-in users who may not edit the site are refused every preview read', async () => {
  // A kept public reply exists for the folder: it must not answer the preview read.
  expect((await t.req('anonymous', 'GET', `${base}/categories/${IDS.basketball}`)).statusCode).toBe(200);
  for (const path of ['/styling', '/categories/tree', `/categories/${IDS.basketball}`, `/entries/${IDS.entryDraft}`]) {
    const anonymous = await t.req('anonymous', 'GET', at(path, soon));
    expect([path, anonymous.statusCode]).toEqual([path, 401]);
    expect(anonymous.json().message).toMatch(/Sign in as an editor/);
    expect(anonymous.body).not.toContain('Draft');
    for (const role of ['adminB', 'editorOther'] as const) {
      const other = await t.req(role, 'GET', at(path, soon));
      expect([path, role, other.statusCode]).toEqual([path, role, 403]);
    }
  }
  const bad = await t.req('adminA', 'GET', at(`/categories/${IDS.basketball}`, 'tomorrow'));
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/previewAt/);
});

test('the folder page then shows the profile scheduled to go live and hides the one scheduled to unpublish', async () => {
  const folder = await t.req('editorLimited', 'GET', at(`/categories/${IDS.basketball}`, soon));
  expect(folder.statusCode).toBe(200);
  expect(folder.headers['cache-control']).toBe('private, no-store');
  expect(ids(folder.json().entries)).toEqual([IDS.entryLive, IDS.entryDraft]);
  expect(folder.json().category.entries).toEqual([IDS.entryLive, IDS.entryDraft]);

  const profile = await t.req('adminA', 'GET', at(`/entries/${IDS.entryDraft}`, soon));
  expect(profile.statusCode).toBe(200);
  expect(profile.json().entry).toMatchObject({ firstName: 'Draft', isLive: true });

  // Its only profile gone, the folder has nothing to show: visitors will not find it then.
  expect((await t.req('adminA', 'GET', at(`/categories/${IDS.other}`, soon))).statusCode).toBe(404);
  expect(ids((await t.req('adminA', 'GET', at('/categories/tree', soon))).json().tree)).not.toContain(IDS.other);
  expect((await t.req('adminA', 'GET', at(`/entries/${IDS.entryOther}`, soon))).statusCode).toBe(404);

  // A signed-in editor in CMS mode still gets the public view at that time, not the editing view.
  const cms = await t.req('adminA', 'GET', `${at(`/categories/${IDS.basketball}`, soon)}&cms=1`);
  expect(ids(cms.json().entries)).toEqual([IDS.entryLive, IDS.entryDraft]);
});

test('a folder published later appears with its profiles, and Home shows the change due by then', async () => {
  const treeSoon = await t.req('adminA', 'GET', at('/categories/tree', soon));
  expect(ids(treeSoon.json().tree)).not.toContain(IDS.hidden);
  const treeLater = await t.req('adminA', 'GET', at('/categories/tree', later));
  expect(ids(treeLater.json().tree)).toContain(IDS.hidden);
  const hidden = await t.req('adminA', 'GET', at(`/categories/${IDS.hidden}`, later));
  expect(ids(hidden.json().entries)).toEqual([IDS.entryHidden]);
  expect((await t.req('adminA', 'GET', at(`/categories/${IDS.hidden}`, soon))).statusCode).toBe(404);

  const home = (await t.req('adminA', 'GET', at('/styling', later))).json();
  expect(home.home.title).toBe('Reveal night');
  expect(home.homeButtons.map((b: { label: string }) => b.label)).toEqual(['Tickets']);
  expect((await t.req('adminA', 'GET', at('/styling', soon))).json().home.title).not.toBe('Reveal night');
  const search = await t.req('adminA', 'GET', `${at('/search', later)}&q=hugo`);
  expect(ids(search.json().entries)).toEqual([IDS.entryHidden]);
});

test('nothing is written, and the public reads are as they were', async () => {
  const version = (await t.app.repos.siteVersions.current(IDS.siteA)).version;
  await t.req('adminA', 'GET', at(`/categories/${IDS.basketball}`, later));
  await t.req('adminA', 'GET', at('/styling', later));
  expect((await t.app.repos.siteVersions.current(IDS.siteA)).version).toBe(version);
  expect((await t.app.repos.entries.byIdInSite(IDS.siteA, IDS.entryDraft))?.isLive).toBe(false);
  expect((await t.app.repos.entries.byIdInSite(IDS.siteA, IDS.entryOther))?.isLive).toBe(true);
  expect((await t.app.repos.categories.byIdInSite(IDS.siteA, IDS.hidden))?.isLive).toBe(false);
  expect((await t.app.repos.schedules.pendingUntil(IDS.siteA, later)).map((s) => s.state)).toEqual([
    'pending',
    'pending',
    'pending',
    'pending',
  ]);

  const folder = await t.req('anonymous', 'GET', `${base}/categories/${IDS.basketball}`);
  expect(ids(folder.json().entries)).toEqual([IDS.entryLive]);
  expect(folder.headers['cache-control']).toMatch(/^public/);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryDraft}`)).statusCode).toBe(404);
  expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryOther}`)).statusCode).toBe(200);
  expect(ids((await t.req('anonymous', 'GET', `${base}/categories/tree`)).json().tree)).not.toContain(IDS.hidden);
  expect((await t.req('anonymous', 'GET', `${base}/styling`)).json().home.title).not.toBe('Reveal night');
  // The editor's own reads without a preview time are the site as it is now.
  expect(ids((await t.req('adminA', 'GET', `${base}/categories/${IDS.basketball}`)).json().entries)).toEqual([
    IDS.entryLive,
  ]);
});
