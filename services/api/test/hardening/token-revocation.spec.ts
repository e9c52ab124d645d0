/**
 * Issue 11 item 12: an access token stops working as soon as its session is signed out (or ended by the
 * reuse of a rotated refresh token), instead of living on for its 15 minutes. Other sessions keep working.
 */
import { buildTestApp, IDS, PASSWORD, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'laurel_refresh')!.value;
  return { token: res.json().accessToken as string, cookie };
}
const rename = (token: string, name: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { categoryName: name },
  });
const siteIds = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/site-ids', headers: { authorization: `Bearer ${token}` } });

test('after sign-out the access token can neither write nor read; a second session of the same user still can', async () => {
  const a = await signIn('admin-a@laurel.test');
  const b = await signIn('admin-a@laurel.test');
  expect((await rename(a.token, 'Before sign-out')).statusCode).toBe(200);
  const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { laurel_refresh: a.cookie } });
  expect([out.statusCode, out.json()]).toEqual([200, { providerLogoutUrl: null }]);
  const write = await rename(a.token, 'After sign-out');
  expect(write.statusCode).toBe(401);
  expect(write.json().message).toBe('User must be authenticated to use this endpoint.');
  expect((await siteIds(a.token)).statusCode).toBe(401);
  const stored = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}` });
  expect(stored.json().category.categoryName).toBe('Before sign-out');
  expect((await rename(b.token, 'Other session')).statusCode).toBe(200);
});

test('reusing a rotated refresh token ends that session: its access tokens stop too', async () => {
  const s = await signIn('editor-all@laurel.test');
  const r1 = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { laurel_refresh: s.cookie } });
  const fresh = r1.json().accessToken as string;
  expect((await rename(fresh, 'Fresh token')).statusCode).toBe(200);
  // The old cookie again, after the reuse grace (a stolen copy): the whole family ends.
  await t.app.mongo.db
    .collection('refreshTokens')
    .updateMany({ revokedAt: { $ne: null } }, { $set: { revokedAt: new Date(Date.now() - 60_000).toISOString() } });
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { laurel_refresh: s.cookie } });
  expect((await rename(fresh, 'After theft')).statusCode).toBe(401);
});

test('a token without a session (not issued by sign-in) is refused', async () => {
  const bare = t.app.jwt.sign({
    sub: t.userIds.adminA,
    email: t.emails.adminA,
    role: 'admin',
    clientID: 'client-a',
    typ: 'access',
  });
  expect((await siteIds(bare)).statusCode).toBe(401);
});
