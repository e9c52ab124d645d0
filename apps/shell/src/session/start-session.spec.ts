import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, makeStore, setApiOrigin, type Session } from '@laurel/api-client';
import { startSession } from './start-session';

// The real store and base query against a real local HTTP server standing in for the API.
let server: Server;
let replies: Record<string, [number, unknown]> = {};
const seen: string[] = [];
const stores: ReturnType<typeof makeStore>[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url!.replace(/^\/api\/v1/, '');
    seen.push(`${req.method} ${path}`);
    const [status, body] = replies[path.split('?')[0]] ?? [404, { message: 'nope' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  // RTK Query keeps unused results for 60 s on timers; clearing the cache stops them, so Jest can exit.
  for (const store of stores) store.dispatch(api.util.resetApiState());
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const user = { email: 'admin@demo.laurel.test', role: 'admin', clientID: 'c1' };
const authorized = {
  isSiteAdmin: true,
  isInternal: false,
  hasSignedAgreements: true,
  email: user.email,
  clientID: 'c1',
  organizationName: 'Northfield',
  role: 'admin',
};
const HINT = 'theme=dark; laurel_session=1';
const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};
const start = async (session: Partial<Session> = {}, cookies = HINT) => {
  const store = makeStore({ session: { styleID: 'default', ...session } });
  stores.push(store);
  await startSession(store.dispatch, store.getState, cookies);
  return store.getState().session;
};

test('a touch screen never refreshes a session and is ready at once', async () => {
  const s = await start({ touchScreen: true });
  expect(seen).toEqual([]);
  expect(s).toMatchObject({ ready: true, isAuth: false });
});

test('without the session hint cookie the user is a visitor and no request is sent', async () => {
  replies = { '/auth/refresh': [200, { accessToken: 't1', expiresIn: 900, user }] };
  const s = await start({}, 'theme=dark');
  expect(seen).toEqual([]);
  expect(s).toMatchObject({ ready: true, isAuth: false, showCMS: false });
});

test('with a hint but a refresh that fails the user is a visitor', async () => {
  replies = { '/auth/refresh': [401, { message: 'No session' }] };
  const s = await start();
  expect(seen).toEqual(['POST /auth/refresh']);
  expect(s).toMatchObject({ ready: true, isAuth: false, showCMS: false });
});

test('a refreshed session is authorized for the site and loads its site ids', async () => {
  replies = {
    '/auth/refresh': [200, { accessToken: 't1', expiresIn: 900, user }],
    '/auth/authorize': [200, authorized],
    '/me/site-ids': [200, { siteIds: ['default', 'west'] }],
  };
  const s = await start();
  await waitFor(() => seen.length >= 5);
  expect(seen).toEqual([
    'POST /auth/refresh',
    'GET /auth/authorize?siteId=default',
    'GET /me/site-ids',
    'GET /sites/default/styling',
    'GET /sites/west/styling',
  ]);
  expect(s).toMatchObject({
    ready: true,
    isAuth: true,
    isAdmin: true,
    showCMS: true,
    siteIds: ['default', 'west'],
    userEmail: user.email,
  });
});

test('an internal user does not load site ids (nor their styling)', async () => {
  replies = {
    '/auth/refresh': [200, { accessToken: 't1', expiresIn: 900, user }],
    '/auth/authorize': [200, { ...authorized, isInternal: true }],
  };
  const s = await start();
  await new Promise((r) => setTimeout(r, 50));
  expect(seen).not.toContain('GET /me/site-ids');
  expect(seen.filter((r) => r.includes('/styling'))).toEqual([]);
  expect(s.isInternal).toBe(true);
});

test('an authorization failure is logged and leaves a visitor with the CMS off', async () => {
  replies = {
    '/auth/refresh': [200, { accessToken: 't1', expiresIn: 900, user }],
    '/auth/authorize': [403, { message: 'User does not have permissions to access this resource' }],
  };
  const s = await start();
  expect(console.error).toHaveBeenCalled();
  expect(s).toMatchObject({ ready: true, isAuth: false, showCMS: false, isAdmin: false, accessToken: null });
});
