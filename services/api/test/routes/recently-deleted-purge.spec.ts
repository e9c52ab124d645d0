/** Recently deleted: what a deleted folder took with it, media deleted from the library, and deleting for good. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const deletedItems = async () => (await t.req('adminA', 'GET', `${base}/recently-deleted`)).json().items;
const raw = (collection: string, id: string) => t.app.mongo.db.collection(collection).findOne({ _id: id as never });

test('a deleted folder says what it took with it; deleting it for good removes all of it, admins only', async () => {
  expect((await t.req('editorAll', 'DELETE', `${base}/categories/${IDS.sports}`)).statusCode).toBe(204);
  const item = (await deletedItems()).find((i: { documentId: string }) => i.documentId === IDS.sports);
  expect(item).toMatchObject({ documentType: 'category', name: 'Sports', contents: { folders: 1, entries: 2 } });

  const url = `${base}/recently-deleted/category/${IDS.sports}`;
  expect((await t.req('editorAll', 'DELETE', url)).statusCode).toBe(403);
  expect((await t.req('adminB', 'DELETE', url)).statusCode).toBe(403);
  expect((await t.req('anonymous', 'DELETE', url)).statusCode).toBe(401);
  expect(await raw('categories', IDS.basketball)).not.toBeNull();

  expect((await t.req('adminA', 'DELETE', url)).statusCode).toBe(204);
  expect(await raw('categories', IDS.sports)).toBeNull();
  expect(await raw('categories', IDS.basketball)).toBeNull();
  expect(await raw('entries', IDS.entryLive)).toBeNull();
  expect(await raw('entries', IDS.entryDraft)).toBeNull();
  expect((await deletedItems()).some((i: { documentId: string }) => i.documentId === IDS.sports)).toBe(false);
  const again = await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
    documentType: 'category',
    documentId: IDS.sports,
  });
  expect(again.statusCode).toBe(404);
});

test('live content cannot be deleted for good, nor another site’s', async () => {
  const live = await t.req('adminA', 'DELETE', `${base}/recently-deleted/entry/${IDS.entryOther}`);
  expect(live.statusCode).toBe(404);
  expect(live.json().message).toBe(`No deleted entry ${IDS.entryOther} in this site.`);
  expect(await raw('entries', IDS.entryOther)).not.toBeNull();
  expect((await t.req('adminB', 'DELETE', `${base}/categories/${IDS.other}`)).statusCode).toBe(403);
  expect((await t.req('adminA', 'DELETE', `/api/v1/sites/${IDS.siteB}/recently-deleted/entry/x`)).statusCode).toBe(403);
  expect((await t.req('adminA', 'DELETE', `${base}/recently-deleted/page/x`)).statusCode).toBe(400);
});

test('media deleted from the library is listed, restored from there, and deleted for good with its files', async () => {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart({}, { name: 'team.png', data: png, type: 'image/png' });
  const up = await t.app.inject({
    method: 'POST',
    url: `${base}/media`,
    payload,
    headers: { ...headers, ...t.as('adminA') },
  });
  expect(up.statusCode).toBe(201);
  const id = up.json()._id as string;
  const hide = (hideInDAM: boolean) => t.req('adminA', 'PATCH', `${base}/media/${id}`, { hideInDAM });

  expect((await hide(true)).statusCode).toBe(200);
  expect((await deletedItems())[0]).toMatchObject({ documentType: 'media', documentId: id, name: 'team.png' });
  const restored = await t.req('adminA', 'POST', `${base}/recently-deleted/restore`, {
    documentType: 'media',
    documentId: id,
  });
  expect(restored.statusCode).toBe(200);
  expect((await t.req('adminA', 'GET', `${base}/media`)).json().media.map((m: { _id: string }) => m._id)).toContain(id);
  expect((await deletedItems()).some((i: { documentId: string }) => i.documentId === id)).toBe(false);

  // Restoring in the library (hideInDAM false) takes it off the list too.
  await hide(true);
  await hide(false);
  expect((await deletedItems()).some((i: { documentId: string }) => i.documentId === id)).toBe(false);

  const dir = path.join(t.app.config.dataDir, 'media', IDS.siteA);
  const files = () => readdirSync(dir).filter((f) => f.startsWith(id));
  expect(files().length).toBeGreaterThan(1); // the original and its variants
  expect((await t.req('adminA', 'DELETE', `${base}/recently-deleted/media/${id}`)).statusCode).toBe(404); // still live
  await hide(true);
  expect((await t.req('adminA', 'DELETE', `${base}/recently-deleted/media/${id}`)).statusCode).toBe(204);
  expect(files()).toEqual([]);
  expect(existsSync(dir)).toBe(true);
  expect(await raw('media', id)).toBeNull();
  expect((await t.req('adminA', 'GET', `${base}/media?hideInDAM=true`)).json().media).toEqual([]);
});
