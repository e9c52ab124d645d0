import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, setApiOrigin } from '../api';
import { makeStore } from '../store';
import { publicApi } from '../endpoints/public-endpoints';
import { sessionActions } from '../session-slice';
import { NO_PERMISSION_MESSAGE, SAVE_ERROR_MESSAGE } from './save-rules';

// A real HTTP server on localhost plays the API; the store uses the real base query and fetch.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls.length = 0;
});

const send = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testRead: build.query<{ ok: boolean }, string>({ query: (id) => `/things/${id}` }),
    testSave: build.mutation<{ ok: boolean }, string>({
      query: (id) => ({ url: `/things/${id}`, method: 'PATCH', body: {} }),
    }),
    testFormSave: build.mutation<{ ok: boolean }, string>({
      query: (id) => ({ url: `/things/${id}`, method: 'PATCH', body: {} }),
      extraOptions: { inlineClientErrors: true },
    }),
  }),
});
const signedInStore = () =>
  makeStore({ session: { accessToken: 'old', isAuth: true, userEmail: 'a@b.test', showCMS: true, ready: true } });

test('a 401 refreshes the access token once and retries with the new token', async () => {
  handler = (req, res) => {
    if (req.url === '/api/v1/auth/refresh')
      return send(res, 200, {
        accessToken: 'new',
        expiresIn: 900,
        user: { email: 'a@b.test', role: 'admin', clientID: 'c1' },
      });
    if (req.headers.authorization === 'Bearer new') return send(res, 200, { ok: true });
    send(res, 401, { statusCode: 401, message: 'User must be authenticated to use this endpoint.' });
  };
  const store = signedInStore();
  const [a, b] = await Promise.all([
    store.dispatch(testApi.endpoints.testRead.initiate('1')),
    store.dispatch(testApi.endpoints.testRead.initiate('2')),
  ]);
  expect(a.data).toEqual({ ok: true });
  expect(b.data).toEqual({ ok: true });
  expect(calls.filter((c) => c.startsWith('POST /api/v1/auth/refresh'))).toHaveLength(1);
  expect(store.getState().session.accessToken).toBe('new');
});

test('a 401 that survives the refresh signs the CMS session out', async () => {
  handler = (_req, res) => send(res, 401, { message: 'User must be authenticated to use this endpoint.' });
  const store = signedInStore();
  const result = await store.dispatch(testApi.endpoints.testRead.initiate('x'));
  expect(result.error).toMatchObject({ status: 401 });
  const session = store.getState().session;
  expect(session.isAuth).toBe(false);
  expect(session.accessToken).toBeNull();
  expect(session.ready).toBe(true);
});

test('a save whose session cannot be renewed says so (SPEC §5) and signs the CMS out', async () => {
  handler = (_req, res) => send(res, 401, { message: 'User must be authenticated to use this endpoint.' });
  const store = signedInStore();
  await store.dispatch(testApi.endpoints.testSave.initiate('x'));
  expect(store.getState().session.isAuth).toBe(false);
  expect(store.getState().session.serverError).toEqual({
    message: 'User must be authenticated to use this endpoint.',
    returnToPreviousPage: false,
  });
});

test('a save refused with 403 says the user lacks permission, without going back', async () => {
  handler = (_req, res) => send(res, 403, { message: NO_PERMISSION_MESSAGE });
  const store = signedInStore();
  await store.dispatch(testApi.endpoints.testSave.initiate('x'));
  expect(store.getState().session.serverError).toEqual({ message: NO_PERMISSION_MESSAGE, returnToPreviousPage: false });
});

test('any other failed save says "Error while saving"; the saving flag is on only while it runs', async () => {
  let sawSaving = false;
  const store = signedInStore();
  handler = (_req, res) => {
    sawSaving = store.getState().session.saving;
    send(res, 500, { message: 'boom' });
  };
  const pending = store.dispatch(testApi.endpoints.testSave.initiate('x'));
  expect(store.getState().session.saving).toBe(true);
  await pending;
  expect(sawSaving).toBe(true);
  expect(store.getState().session.saving).toBe(false);
  expect(store.getState().session.serverError?.message).toBe(SAVE_ERROR_MESSAGE);
});

test('a failed read does not raise the save error and does not set the saving flag', async () => {
  handler = (_req, res) => send(res, 500, { message: 'down' });
  const store = makeStore();
  const result = await store.dispatch(testApi.endpoints.testRead.initiate('r'));
  expect(result.error).toMatchObject({ status: 500 });
  expect(store.getState().session.serverError).toBeNull();
  expect(store.getState().session.saving).toBe(false);
  expect(calls.some((c) => c.includes('/auth/refresh'))).toBe(false);
});

test('a form that explains 4xx answers itself gets no popup for them, but still for 403 and 5xx', async () => {
  const store = signedInStore();
  handler = (_req, res) => send(res, 400, { message: 'Invalid primary color value.' });
  const bad = await store.dispatch(testApi.endpoints.testFormSave.initiate('x'));
  expect(bad.error).toMatchObject({ status: 400, data: { message: 'Invalid primary color value.' } });
  expect(store.getState().session.serverError).toBeNull();
  expect(store.getState().session.saving).toBe(false);
  handler = (_req, res) => send(res, 403, { message: NO_PERMISSION_MESSAGE });
  await store.dispatch(testApi.endpoints.testFormSave.initiate('y'));
  expect(store.getState().session.serverError?.message).toBe(NO_PERMISSION_MESSAGE);
  handler = (_req, res) => send(res, 502, { message: 'down' });
  await store.dispatch(testApi.endpoints.testFormSave.initiate('z'));
  expect(store.getState().session.serverError?.message).toBe(SAVE_ERROR_MESSAGE);
});

test("a page at a preview time sends its public reads once the sign-in is known, with the editor's token", async () => {
  handler = (req, res) =>
    send(res, req.headers.authorization === 'Bearer t1' ? 200 : 401, { ok: req.headers.authorization === 'Bearer t1' });
  const previewAt = '2030-01-01T12:00:00.000Z';
  const store = makeStore({ session: { previewAt, ready: false } });
  const read = store.dispatch(publicApi.endpoints.getStyling.initiate('s1'));
  const other = await store.dispatch(testApi.endpoints.testRead.initiate('x'));
  // A call that is not a public read goes at once; the styling read waits for the session.
  expect(calls).toEqual(['GET /api/v1/things/x -']);
  expect(other.error).toMatchObject({ status: 401 });
  store.dispatch(sessionActions.signedIn({ accessToken: 't1', email: 'a@b.test', clientID: 'c1' }));
  store.dispatch(sessionActions.sessionReady());
  expect((await read).error).toBeUndefined();
  expect(calls).toEqual([
    'GET /api/v1/things/x -',
    `GET /api/v1/sites/s1/styling?previewAt=${encodeURIComponent(previewAt)} Bearer t1`,
  ]);
  read.unsubscribe();
});
