/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, setApiOrigin } from '@laurel/api-client';
import { libraryApi } from './library-endpoints';

// A local HTTP server stands in for the API and records the addresses asked for.
let server: Server;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    req.resume();
    req.on('end', () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          media: [],
          pagination: { page: 1, limit: 24, total: 0, totalPages: 0 },
          search: { semanticAvailable: true, answeredBy: 'meaning', note: null },
        }),
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a search by meaning sends the text as vectorQuery; a search by words as text', async () => {
  const store = makeStore();
  const search = (meaning: boolean) =>
    store.dispatch(
      libraryApi.endpoints.librarySearch.initiate({
        siteId: 'default',
        view: 'all',
        text: 'team photo at night',
        meaning,
        tags: '',
        page: 1,
      }),
    );
  await search(true);
  await search(false);
  const queries = asked.map((u) => new URL(u, 'http://x').searchParams);
  expect(queries.map((q) => [q.get('vectorQuery'), q.get('text')])).toEqual([
    ['team photo at night', null],
    [null, 'team photo at night'],
  ]);
});
