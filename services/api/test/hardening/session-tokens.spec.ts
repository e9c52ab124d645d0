/**
 * Issue 24 items 11 and 12: signing out with the access token alone ends its session (every token of it), a
 * sign-out that can end nothing is refused, a sign-out through another replica counts within two seconds, and
 * tokens without `exp` or a text `sub` are refused.
 */
import { decodeJwt, SignJWT } from 'jose';
import { buildTestApp, PASSWORD, type TestApp } from '../helpers/build-test-app';

const SECRET = new TextEncoder().encode('test-secret-0123456789-0123456789-abcdef');

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
const siteIds = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/site-ids', headers: { authorization: `Bearer ${token}` } });
const logout = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers, cookies });

test('signing out with only the bearer token ends the session: the token and its refresh cookie stop', async () => {
  const s = await signIn('admin-a@laurel.test');
  const other = await signIn('admin-a@laurel.test');
  expect((await siteIds(s.token)).statusCode).toBe(200);
  const out = await logout({ authorization: `Bearer ${s.token}` });
  expect([out.statusCode, out.json()]).toEqual([200, { providerLogoutUrl: null }]);
  expect((await siteIds(s.token)).statusCode).toBe(401);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    cookies: { laurel_refresh: s.cookie },
  });
  expect(refreshed.statusCode).toBe(401);
  // Another session of the same person is not touched.
  expect((await siteIds(other.token)).statusCode).toBe(200);
});

test('a sign-out that can end no session is refused rather than answered 200', async () => {
  const forged = await new SignJWT({ typ: 'access', sid: 'no-such-session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('laurel')
    .setSubject(t.userIds.adminA)
    .setExpirationTime('10m')
    .sign(SECRET);
  for (const token of [forged, 'not-a-token']) {
    const out = await logout({ authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toMatch(/names no Laurel session that can be signed out/);
  }
  // Without any credential there is nothing to end: the cookies are cleared as before.
  expect((await logout({})).statusCode).toBe(200);
});

test('a sign-out through another replica (the session ended in the database) stops the token within 2 s', async () => {
  const s = await signIn('editor-all@laurel.test');
  expect((await siteIds(s.token)).statusCode).toBe(200);
  const { sid } = decodeJwt(s.token) as { sid: string };
  await t.app.mongo.db
    .collection('refreshTokens')
    .updateMany({ family: sid }, { $set: { endedAt: new Date().toISOString() } });
  await new Promise((r) => setTimeout(r, 2_100));
  expect((await siteIds(s.token)).statusCode).toBe(401);
});

test('tokens need an expiry and a text subject', async () => {
  const s = await signIn('admin-b@laurel.test');
  const { sid } = decodeJwt(s.token) as { sid: string };
  const base = { email: 'admin-b@laurel.test', role: 'admin', clientID: 'client-b', typ: 'access', sid };
  const noExp = await new SignJWT(base)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('laurel')
    .setSubject(t.userIds.adminB)
    .setIssuedAt()
    .sign(SECRET);
  const numericSub = await new SignJWT({ ...base, sub: 12345 as unknown as string })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('laurel')
    .setExpirationTime('10m')
    .sign(SECRET);
  const good = await new SignJWT(base)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('laurel')
    .setSubject(t.userIds.adminB)
    .setExpirationTime('10m')
    .sign(SECRET);
  expect((await siteIds(good)).statusCode).toBe(200);
  expect((await siteIds(noExp)).statusCode).toBe(401);
  expect((await siteIds(numericSub)).statusCode).toBe(401);
});
