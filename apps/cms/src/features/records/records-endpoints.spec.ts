/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, setApiOrigin } from '@laurel/api-client';
import { recordsApi } from './records-endpoints';

// A real local HTTP server stands in for the API: entry 'gone' was deleted, 'e1' saves.
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume();
    req.on('end', () =>
      req.url?.includes('/entries/gone/')
        ? send(404, { statusCode: 404, error: 'Not Found', message: 'Entry gone not found.' })
        : send(200, { _id: 'e1', recordInfo: { name: 'Most points' } }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test("patching a record whose entry is gone logs 'Entry not found!' (SPEC §8); a saved one logs nothing", async () => {
  const store = makeStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const patch = (entryId: string) =>
    store.dispatch(
      recordsApi.endpoints.recordsPatchRecord.initiate({ siteId: 'default', entryId, patch: { name: 'Most points' } }),
    );
  await patch('e1');
  expect(error).not.toHaveBeenCalledWith('Entry not found!', expect.anything());
  await patch('gone');
  expect(error).toHaveBeenCalledWith('Entry not found!', { siteId: 'default', entryId: 'gone' });
  error.mockRestore();
});
