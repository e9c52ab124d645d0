/**
 * Every content route × every kind of caller: anonymous, touch screen (anonymous with ?touchScreen=1),
 * an editor limited to "Sports", an editor with '*', an editor of another client, the site's admin, an
 * admin of another client and an internal user. Each cell asserts the status class a user would see.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildTestApp, IDS, type TestApp, type TestRole } from '../helpers/build-test-app';
import { newCategory, newEntry } from '../../src/services/defaults';

type Caller = TestRole | 'anonymous' | 'touchScreen';
const CALLERS: Caller[] = [
  'anonymous',
  'touchScreen',
  'editorLimited',
  'editorAll',
  'editorOther',
  'adminA',
  'adminB',
  'internal',
];
type Level = 'public' | 'signedIn' | 'member' | 'inScope' | 'outOfScope' | 'admin' | 'internal';

/** Which callers succeed at each level (everyone else: 401 when anonymous, 403 when signed in). */
const ALLOWED: Record<Level, Caller[]> = {
  public: CALLERS,
  signedIn: ['editorLimited', 'editorAll', 'editorOther', 'adminA', 'adminB', 'internal'],
  member: ['editorLimited', 'editorAll', 'adminA', 'internal'],
  inScope: ['editorLimited', 'editorAll', 'adminA', 'internal'],
  outOfScope: ['editorAll', 'adminA', 'internal'],
  admin: ['adminA', 'internal'],
  internal: ['internal'],
};

interface Row {
  name: string;
  level: Level;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Builds the request, creating fresh documents when the call consumes them. */
  make: (app: FastifyInstance) => Promise<{ url: string; body?: unknown; csv?: string }>;
}

const A = `/api/v1/sites/${IDS.siteA}`;
async function freshCategory(app: FastifyInstance, parent: string): Promise<string> {
  const c = newCategory(IDS.siteA, { categoryName: 'Fresh', parentCategoryID: parent });
  await app.repos.categories.insertOne(c);
  await app.repos.categories.addChildren(parent, [c._id]);
  return c._id;
}
async function freshEntry(app: FastifyInstance, categoryId: string): Promise<string> {
  const e = newEntry(IDS.siteA, categoryId, { firstName: 'Fresh' });
  await app.repos.entries.insertOne(e);
  await app.repos.categories.appendEntries(categoryId, [e._id]);
  return e._id;
}
const fixed = (url: string, body?: unknown) => async () => ({ url, body });

const ROWS: Row[] = [
  { name: 'authorize', level: 'member', method: 'GET', make: fixed(`/api/v1/auth/authorize?siteId=${IDS.siteA}`) },
  { name: 'site ids', level: 'signedIn', method: 'GET', make: fixed('/api/v1/me/site-ids') },
  { name: 'agreements', level: 'signedIn', method: 'POST', make: fixed('/api/v1/auth/agreements', { accepted: true }) },
  { name: 'sites lookup', level: 'internal', method: 'GET', make: fixed('/api/v1/sites?term=site') },
  { name: 'styling', level: 'public', method: 'GET', make: fixed(`${A}/styling`) },
  { name: 'site patch', level: 'admin', method: 'PATCH', make: fixed(A, { styleName: 'Site A' }) },
  { name: 'home buttons', level: 'admin', method: 'PUT', make: fixed(`${A}/home-buttons`, { homeButtons: [] }) },
  { name: 'tree', level: 'public', method: 'GET', make: fixed(`${A}/categories/tree?cms=1`) },
  { name: 'categories', level: 'public', method: 'GET', make: fixed(`${A}/categories?all=1`) },
  { name: 'category', level: 'public', method: 'GET', make: fixed(`${A}/categories/${IDS.sports}`) },
  { name: 'entry', level: 'public', method: 'GET', make: fixed(`${A}/entries/${IDS.entryLive}`) },
  { name: 'add top-level folder', level: 'outOfScope', method: 'POST', make: fixed(`${A}/categories`, {}) },
  {
    name: 'add sub-folder',
    level: 'inScope',
    method: 'POST',
    make: fixed(`${A}/categories`, { parentCategoryID: IDS.sports }),
  },
  {
    name: 'patch folder in scope',
    level: 'inScope',
    method: 'PATCH',
    make: fixed(`${A}/categories/${IDS.basketball}`, { categoryName: 'Basketball' }),
  },
  {
    name: 'patch folder out of scope',
    level: 'outOfScope',
    method: 'PATCH',
    make: fixed(`${A}/categories/${IDS.other}`, { categoryName: 'Other' }),
  },
  {
    name: 'bulk patch folders',
    level: 'member',
    method: 'PATCH',
    make: fixed(`${A}/categories`, { items: [{ _id: IDS.basketball, patch: { isLive: true } }] }),
  },
  {
    name: 'switch type',
    level: 'inScope',
    method: 'POST',
    make: fixed(`${A}/categories/${IDS.basketball}/switch-type`, { layout: 'PersonListCategoryLayout' }),
  },
  {
    name: 'delete folder',
    level: 'inScope',
    method: 'DELETE',
    make: async (app) => ({ url: `${A}/categories/${await freshCategory(app, IDS.sports)}` }),
  },
  {
    name: 'bulk delete folders',
    level: 'member',
    method: 'POST',
    make: async (app) => ({
      url: `${A}/categories/bulk-delete`,
      body: { ids: [await freshCategory(app, IDS.sports)] },
    }),
  },
  {
    name: 'move folders',
    level: 'inScope',
    method: 'POST',
    make: async (app) => ({
      url: `${A}/categories/move`,
      body: { destination: IDS.basketball, categoryIds: [await freshCategory(app, IDS.sports)] },
    }),
  },
  {
    name: 'copy structure',
    level: 'inScope',
    method: 'POST',
    make: fixed(`${A}/categories/copy-structure`, {
      targetCategoryId: IDS.basketball,
      routeName: 'subcategories',
      categoryId: IDS.sports,
    }),
  },
  {
    name: 'most common layout',
    level: 'inScope',
    method: 'GET',
    make: fixed(`${A}/categories/${IDS.sports}/most-common-entry-layout`),
  },
  {
    name: 'reorder entries',
    level: 'inScope',
    method: 'PUT',
    make: async (app) => ({
      url: `${A}/categories/${IDS.basketball}/entries`,
      body: { entryIds: (await app.repos.categories.findById(IDS.basketball))!.entries },
    }),
  },
  {
    name: 'add column',
    level: 'outOfScope',
    method: 'POST',
    make: fixed(`${A}/categories/${IDS.records}/record-columns`, { recordLabel: 'X' }),
  },
  {
    name: 'patch column',
    level: 'outOfScope',
    method: 'PATCH',
    make: fixed(`${A}/categories/${IDS.records}/record-columns/${IDS.column}`, { recordLabel: 'Points' }),
  },
  {
    name: 'delete column',
    level: 'outOfScope',
    method: 'DELETE',
    make: async (app) => {
      const columnID = randomUUID();
      await app.repos.categories.addRecordColumn(IDS.records, {
        columnID,
        recordLabel: 'T',
        recordType: 'number',
        recordUnits: '',
        recordSortDirection: 'Descending',
      });
      return { url: `${A}/categories/${IDS.records}/record-columns/${columnID}` };
    },
  },
  {
    name: 'upload records',
    level: 'outOfScope',
    method: 'POST',
    make: async () => ({ url: `${A}/categories/${IDS.records}/records/upload`, csv: 'name,value\nA,1' }),
  },
  { name: 'add entry', level: 'inScope', method: 'POST', make: fixed(`${A}/categories/${IDS.basketball}/entries`, {}) },
  {
    name: 'bulk add entries',
    level: 'inScope',
    method: 'POST',
    make: fixed(`${A}/categories/${IDS.basketball}/entries/bulk`, { items: [{}] }),
  },
  {
    name: 'bulk copy entries',
    level: 'inScope',
    method: 'POST',
    make: fixed(`${A}/entries/bulk-copy`, { destination: IDS.basketball, items: [IDS.entryLive] }),
  },
  {
    name: 'patch entry',
    level: 'inScope',
    method: 'PATCH',
    make: fixed(`${A}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: `/entry/${IDS.entryLive}`,
      patch: { lastName: 'Lovelace' },
    }),
  },
  {
    name: 'patch record',
    level: 'outOfScope',
    method: 'PATCH',
    make: fixed(`${A}/entries/${IDS.record1}/record`, { recordValue: '50' }),
  },
  {
    name: 'delete entry',
    level: 'inScope',
    method: 'DELETE',
    make: async (app) => ({ url: `${A}/entries/${await freshEntry(app, IDS.basketball)}` }),
  },
  {
    name: 'bulk patch entries',
    level: 'member',
    method: 'PATCH',
    make: fixed(`${A}/entries`, { items: [{ _id: IDS.entryLive, patch: { isLive: true } }] }),
  },
  {
    name: 'bulk delete entries',
    level: 'member',
    method: 'POST',
    make: async (app) => ({ url: `${A}/entries/bulk-delete`, body: { ids: [await freshEntry(app, IDS.basketball)] } }),
  },
  {
    name: 'move entries',
    level: 'inScope',
    method: 'POST',
    make: async (app) => ({
      url: `${A}/entries/move`,
      body: { destination: IDS.sports, entryIds: [await freshEntry(app, IDS.basketball)] },
    }),
  },
  {
    name: 'move destinations',
    level: 'member',
    method: 'GET',
    make: fixed(`${A}/move-destinations?documentType=entry`),
  },
  { name: 'recently deleted', level: 'admin', method: 'GET', make: fixed(`${A}/recently-deleted`) },
  {
    name: 'restore',
    level: 'admin',
    method: 'POST',
    make: async (app) => {
      const id = await freshEntry(app, IDS.basketball);
      await app.repos.entries.softDelete([id], 'test');
      return { url: `${A}/recently-deleted/restore`, body: { documentType: 'entry', documentId: id } };
    },
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.each(ROWS)('$method $name ($level)', (row) => {
  test.each(CALLERS)('%s', async (caller) => {
    const { url, body, csv } = await row.make(t.app);
    const role = caller === 'touchScreen' ? 'anonymous' : caller;
    const fullUrl = caller === 'touchScreen' ? `${url}${url.includes('?') ? '&' : '?'}touchScreen=1` : url;
    const headers: Record<string, string> = { ...t.as(role), ...(csv ? { 'content-type': 'text/csv' } : {}) };
    const res = await t.app.inject({
      method: row.method,
      url: fullUrl,
      headers,
      ...(csv ? { payload: csv } : body !== undefined ? { payload: body as object } : {}),
    });
    const expected = ALLOWED[row.level].includes(caller) ? 'ok' : role === 'anonymous' ? 401 : 403;
    const got = res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode;
    expect({ status: got, body: got === 'ok' ? '' : res.json().message }).toEqual({
      status: expected,
      body:
        expected === 'ok'
          ? ''
          : expected === 401
            ? 'User must be authenticated to use this endpoint.'
            : 'User does not have permissions to access this resource',
    });
  });
});
