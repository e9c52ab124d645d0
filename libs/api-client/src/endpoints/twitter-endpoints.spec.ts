import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, publicApi, setApiOrigin } from '@laurel/api-client';
import { twitterApi, twitterConfirmMessage } from '@laurel/api-client/twitter';

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

test("a failed confirm clears that button's posts, logs, and reads 'Error confirming username'", async () => {
  const store = makeStore();
  const args = { siteId: 'default', buttonId: 'tw' };
  const tweets = store.dispatch(publicApi.endpoints.getTweets.initiate(args));
  await tweets;
  expect(publicApi.endpoints.getTweets.select(args)(store.getState()).data).toHaveLength(1);

  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const ok = await store.dispatch(twitterApi.endpoints.confirmTwitter.initiate({ ...args, username: 'huskiesnf' }));
  expect(twitterConfirmMessage(!('error' in ok))).toBe('Success!');
  expect(publicApi.endpoints.getTweets.select(args)(store.getState()).data).toHaveLength(1);

  const failed = await store.dispatch(twitterApi.endpoints.confirmTwitter.initiate({ ...args, username: 'x' }));
  expect(twitterConfirmMessage(!('error' in failed))).toBe('Error confirming username');
  expect(publicApi.endpoints.getTweets.select(args)(store.getState()).data).toEqual([]);
  expect(error).toHaveBeenCalledWith('Error confirming username', expect.objectContaining({ status: 400 }));
  tweets.unsubscribe();
  store.dispatch(publicApi.util.resetApiState());
});
