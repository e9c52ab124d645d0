/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, setApiOrigin } from '@laurel/api-client';
import { bulkDeleteDocuments, bulkPatchDocuments } from './bulk-endpoints';

// A real local HTTP server records the chunked requests the thunks send.
let server: Server;
const requests: { method: string; url: string; body: any; key?: string }[] = [];
/** Chunks (by first id) whose first try the stand-in answers with 503. */
const failOnce = new Set<string>();
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, url: req.url!, body, key });
      const ids: string[] = body.ids ?? body.items.map((i: { _id: string }) => i._id);
      if (failOnce.delete(ids[0])) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: ids.map((_id) => ({ _id, ok: _id !== 'e3' })) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => (requests.length = 0));

test('bulk patch sends 150 items per PATCH and sums up the results', async () => {
  const store = makeStore({ session: { accessToken: 't', isAuth: true } });
  const items = Array.from({ length: 320 }, (_, i) => ({ _id: `e${i}`, patch: { isLive: true } }));
  const summary = await store.dispatch(bulkPatchDocuments({ siteId: 'default', kind: 'entries', items })).unwrap();
  expect(requests.map((r) => `${r.method} ${r.url} ${r.body.items.length}`).sort()).toEqual([
    'PATCH /api/v1/sites/default/entries 150',
    'PATCH /api/v1/sites/default/entries 150',
    'PATCH /api/v1/sites/default/entries 20',
  ]);
  expect(summary.succeeded).toHaveLength(319);
  expect(summary.failed).toEqual([{ _id: 'e3', message: 'Not saved' }]);
  expect(store.getState().session.saving).toBe(false);
});

test('bulk delete sends 50 ids per request to bulk-delete', async () => {
  const store = makeStore();
  const ids = Array.from({ length: 120 }, (_, i) => `c${i}`);
  const summary = await store.dispatch(bulkDeleteDocuments({ siteId: 's 1', kind: 'categories', ids })).unwrap();
  expect(requests.map((r) => r.body.ids.length).sort((a, b) => b - a)).toEqual([50, 50, 20]);
  expect(requests[0].url).toBe('/api/v1/sites/s%201/categories/bulk-delete');
  expect(summary.succeeded).toHaveLength(120);
});

test('each chunk carries its own Idempotency-Key; a chunk answered 503 is sent again with the same key', async () => {
  const store = makeStore({ session: { accessToken: 't', isAuth: true } });
  failOnce.add('e150');
  const items = Array.from({ length: 300 }, (_, i) => ({ _id: `e${i}`, patch: { isLive: true } }));
  const summary = await store.dispatch(bulkPatchDocuments({ siteId: 'default', kind: 'entries', items })).unwrap();
  expect(requests).toHaveLength(3);
  const keysOf = (first: string) => requests.filter((r) => r.body.items[0]._id === first).map((r) => r.key);
  const second = keysOf('e150');
  expect(second).toHaveLength(2);
  expect(second[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(second[1]).toBe(second[0]);
  expect(keysOf('e0')).toHaveLength(1);
  expect(keysOf('e0')[0]).not.toBe(second[0]);
  expect(summary.succeeded).toHaveLength(299);
});
