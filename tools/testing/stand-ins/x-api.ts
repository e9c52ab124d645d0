/**
 * A stand-in for the X API v2 on 127.0.0.1: the two endpoints Laurel calls (user by username, a user's recent
 * posts), checking the bearer token like the real API. Knows one account; counts requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInXPost {
  id: string;
  text: string;
  created_at: string;
}
export interface StandInXApi {
  url: string;
  token: string;
  /** The one account: username (any case matches) → its posts. */
  account: { id: string; username: string; name: string; posts: StandInXPost[] };
  requests: string[];
  close(): Promise<void>;
}

export async function startXApi(token = 'stand-in-x-token'): Promise<StandInXApi> {
  const api: StandInXApi = {
    url: '',
    token,
    account: {
      id: '42',
      username: 'HuskiesNF',
      name: 'Northfield Huskies',
      posts: [
        { id: '1', text: 'Huskies win the conference!', created_at: '2026-11-01T20:00:00.000Z' },
        { id: '2', text: 'Hall of Fame night on Saturday', created_at: '2026-10-30T12:00:00.000Z' },
      ],
    },
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    api.requests.push(req.url ?? '');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${api.token}`)
      return send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    const url = new URL(req.url ?? '/', 'http://x');
    const { account } = api;
    const user = /^\/2\/users\/by\/username\/([^/]+)$/.exec(url.pathname);
    if (user) {
      return user[1].toLowerCase() === account.username.toLowerCase()
        ? send(200, { data: { id: account.id, name: account.name, username: account.username } })
        : send(200, {
            errors: [
              { value: user[1], detail: `Could not find user with username: [${user[1]}].`, title: 'Not Found Error' },
            ],
          });
    }
    if (url.pathname === `/2/users/${account.id}/tweets` && url.searchParams.get('tweet.fields') === 'created_at') {
      const max = Number(url.searchParams.get('max_results') ?? 10);
      const data = account.posts.slice(0, max);
      return send(200, {
        data,
        meta: { result_count: data.length, newest_id: data[0]?.id, oldest_id: data.at(-1)?.id },
      });
    }
    return send(404, { title: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}
