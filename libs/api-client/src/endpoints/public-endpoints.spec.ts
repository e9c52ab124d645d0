import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiOrigin } from '../api';
import { makeStore } from '../store';
import { publicApi } from './public-endpoints';

// A real local HTTP server counts the requests the store sends.
let server: Server;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url!);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ category: { _id: 'c1' }, entries: [], subCategories: [] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a prefetch without the cms flag serves the page query with cms: false (one request); cms: true is its own', async () => {
  const store = makeStore();
  await store.dispatch(publicApi.util.prefetch('getCategory', { siteId: 'default', categoryId: 'c1' }, {}));
  await new Promise((r) => setTimeout(r, 50));
  const page = store.dispatch(
    publicApi.endpoints.getCategory.initiate({ siteId: 'default', categoryId: 'c1', cms: false }),
  );
  expect((await page).data?.category._id).toBe('c1');
  const editing = store.dispatch(
    publicApi.endpoints.getCategory.initiate({ siteId: 'default', categoryId: 'c1', cms: true }),
  );
  await editing;
  expect(requests).toEqual(['/api/v1/sites/default/categories/c1', '/api/v1/sites/default/categories/c1?cms=1']);
  page.unsubscribe();
  editing.unsubscribe();
  // Unused results are kept 60 s on timers; clearing the cache stops them, so Jest can exit.
  store.dispatch(publicApi.util.resetApiState());
});
