/**
 * Issue 11 item 10 (in process): a bulk chunk sent again with its Idempotency-Key is not applied again — the
 * stored result comes back — whether it was a patch or a delete; the same key with another body is refused;
 * keys are per user; stored results are swept after a day. A chunk whose work fails is not applied at all.
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;
const send = (role: 'adminA' | 'editorAll', method: 'PATCH' | 'POST', url: string, payload: object, key?: string) =>
  t.app.inject({
    method,
    url: `${base}${url}`,
    headers: { ...t.as(role), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

test('a retried patch returns the first result and writes nothing; another body with the key gets 422', async () => {
  const body = { items: [{ _id: IDS.other, patch: { categoryName: 'Once' } }] };
  const first = await send('adminA', 'PATCH', '/categories', body, 'key-patch-0001');
  expect(first.statusCode).toBe(200);
  const stamp = (await t.app.repos.categories.findById(IDS.other))!.updatedAt;
  await t.app.repos.categories.setFields(IDS.other, { categoryName: 'Changed meanwhile' });
  const changed = (await t.app.repos.categories.findById(IDS.other))!.updatedAt;
  expect(changed).not.toBe(stamp);
  const retry = await send('adminA', 'PATCH', '/categories', body, 'key-patch-0001');
  expect(retry.json()).toEqual(first.json());
  expect((await t.app.repos.categories.findById(IDS.other))!.categoryName).toBe('Changed meanwhile');
  const other = await send(
    'adminA',
    'PATCH',
    '/categories',
    { items: [{ _id: IDS.other, patch: { categoryName: 'X' } }] },
    'key-patch-0001',
  );
  expect([other.statusCode, other.json().message]).toEqual([
    422,
    'This Idempotency-Key was already used for a different request.',
  ]);
  // Keys belong to their user: another user's identical key is a new chunk.
  const mine = await send('editorAll', 'PATCH', '/categories', body, 'key-patch-0001');
  expect(mine.statusCode).toBe(200);
  expect((await t.app.repos.categories.findById(IDS.other))!.categoryName).toBe('Once');
});

test('a retried delete answers as the first time (not "not found"), and nothing more is deleted', async () => {
  const first = await send('adminA', 'POST', '/entries/bulk-delete', { ids: [IDS.entryOther] }, 'key-delete-0001');
  expect(first.json().results).toEqual([{ _id: IDS.entryOther, ok: true }]);
  const deletedLog = async () => (await t.req('adminA', 'GET', `${base}/recently-deleted`)).body;
  const log = await deletedLog();
  const retry = await send('adminA', 'POST', '/entries/bulk-delete', { ids: [IDS.entryOther] }, 'key-delete-0001');
  expect(retry.json()).toEqual(first.json());
  expect(await deletedLog()).toBe(log);
  const without = await send('adminA', 'POST', '/entries/bulk-delete', { ids: [IDS.entryOther] });
  expect(without.json().results[0].ok).toBe(false);
});

test('a malformed key is refused; stored results are swept after a day', async () => {
  const bad = await send('adminA', 'PATCH', '/categories', { items: [{ _id: IDS.other, patch: {} }] }, 'no spaces!');
  expect(bad.statusCode).toBe(400);
  const swept = await t.app.sweepRetention(Date.now() + 25 * 60 * 60_000);
  expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(3);
  const again = await send('adminA', 'POST', '/entries/bulk-delete', { ids: [IDS.entryOther] }, 'key-delete-0001');
  expect(again.json().results[0].ok).toBe(false);
});

test('a chunk whose work fails midway leaves no item of it saved', async () => {
  const names = async () =>
    (await t.app.repos.entries.byIdsInSite(IDS.siteA, [IDS.entryLive, IDS.entryDraft])).map((e) => e.activity);
  const before = await names();
  // The chunk is written in one bulk write: the first entry is written, then the write fails.
  const original = t.app.repos.entries.setFieldsMany.bind(t.app.repos.entries);
  t.app.repos.entries.setFieldsMany = async (items) => {
    await original(items.slice(0, 1));
    throw new Error('disk on fire');
  };
  try {
    const res = await send('adminA', 'PATCH', '/entries', {
      items: [
        { _id: IDS.entryLive, patch: { activity: 'half' } },
        { _id: IDS.entryDraft, patch: { activity: 'half' } },
      ],
    });
    expect(res.statusCode).toBe(500);
  } finally {
    t.app.repos.entries.setFieldsMany = original;
  }
  expect(await names()).toEqual(before);
});
