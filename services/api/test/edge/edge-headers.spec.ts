/**
 * What the API tells deploy/edge.conf (it asks with `Laurel-Edge: 1`) about keeping a public reply: its own
 * bounds on serving it stale on a plain read, none near a scheduled moment, and in the last second before one
 * never a 304 (nginx 1.22 would keep serving the reply it holds past the moment; see encoded-body.ts).
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const url = `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`;
const EDGE = { 'laurel-edge': '1' };
const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('the edge is told how long it may serve a kept public reply stale; a browser is not', async () => {
  const edge = await get(EDGE);
  expect(edge.headers['cache-control']).toBe(
    'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=5',
  );
  // Kept to the end of the second it was made in (whole seconds since 1970, as nginx reads it).
  const expires = Number(/^@(\d+)$/.exec(String(edge.headers['x-accel-expires']))?.[1]);
  expect(Math.abs(expires - Date.now() / 1000)).toBeLessThan(5);
  const browser = await get();
  expect(browser.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  expect(browser.headers['x-accel-expires']).toBeUndefined();
  expect(browser.headers['cache-control']).not.toContain('stale');
  // A signed-in read stays private for both.
  const signedIn = await t.app.inject({ method: 'GET', url, headers: { ...EDGE, ...t.as('adminA') } });
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
  expect(signedIn.headers['x-accel-expires']).toBeUndefined();
});

test('near a scheduled moment the edge may not serve a reply stale, and in its last second gets no 304', async () => {
  const etag = String((await get()).headers.etag);
  expect((await get({ ...EDGE, 'if-none-match': etag })).statusCode).toBe(304);

  jest.spyOn(t.app.reveals, 'msUntil').mockReturnValue(5000);
  const near = await get({ ...EDGE, 'if-none-match': etag });
  expect(near.statusCode).toBe(304);
  expect(near.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=[01], proxy-revalidate$/);

  jest.spyOn(t.app.reveals, 'msUntil').mockReturnValue(400);
  const last = await get({ ...EDGE, 'if-none-match': etag, 'accept-encoding': 'gzip' });
  expect(last.statusCode).toBe(200);
  expect(last.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, proxy-revalidate');
  expect(last.headers['x-accel-expires']).toBeUndefined();
  expect(last.json().category.categoryName).toBe('Other');
  // A browser's own revalidation is still a 304 (it keeps nothing past max-age=0 anyway).
  expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
});
