/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, publicApi, setApiOrigin } from '@laurel/api-client';
import { homeApi } from './site-endpoints';

// A real local HTTP server stands in for the API: confirm succeeds for 'huskiesnf' only.
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url?.includes('/tweets')) return send(200, { tweets: [{ id: '1', text: 'Go Huskies', createdAt: '' }] });
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () =>
      JSON.parse(body).username === 'huskiesnf'
        ? send(200, { confirmed: true, username: 'HuskiesNF' })
        : send(400, { statusCode: 400, error: 'Bad Request', message: 'Error confirming username: @x was not found.' }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test("a failed confirm clears that button's posts and logs 'Error confirming username'; a good one keeps them", async () => {
  const store = makeStore();
  const args = { siteId: 'default', buttonId: 'tw' };
  const tweets = store.dispatch(publicApi.endpoints.getTweets.initiate(args));
  await tweets;
  const posts = () => publicApi.endpoints.getTweets.select(args)(store.getState()).data;
  expect(posts()).toHaveLength(1);

  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const confirm = (username: string) =>
    store.dispatch(homeApi.endpoints.homeConfirmTwitter.initiate({ ...args, username })).unwrap();
  await expect(confirm('huskiesnf')).resolves.toEqual({ confirmed: true, username: 'HuskiesNF' });
  await tweets.refetch();
  expect(posts()).toHaveLength(1);
  expect(error).not.toHaveBeenCalled();

  await expect(confirm('x')).rejects.toMatchObject({ status: 400 });
  expect(posts()).toEqual([]);
  expect(error).toHaveBeenCalledWith('Error confirming username', expect.objectContaining({ status: 400 }));
  tweets.unsubscribe();
  store.dispatch(publicApi.util.resetApiState());
});
