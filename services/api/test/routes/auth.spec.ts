import { REFRESH_REUSE_GRACE_MS } from '../../src/services/auth/auth-service';
import { buildTestApp, IDS, PASSWORD, ROLES, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginRateLimit: 50 });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
type Cookies = { cookies: { name: string; value: string }[] };
const cookieOf = (res: Cookies) => res.cookies.find((c) => c.name === 'laurel_refresh');
const hintOf = (res: Cookies) =>
  res.cookies.find((c) => c.name === 'laurel_session') as Record<string, unknown> | undefined;

describe('POST /auth/login', () => {
  test('right password: access token, user and an httpOnly refresh cookie on /api/v1/auth', async () => {
    const res = await login('ADMIN-A@laurel.test', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ email: 'admin-a@laurel.test', role: 'admin', clientID: 'client-a' });
    expect(body.expiresIn).toBe(900);
    const cookie = res.cookies.find((c) => c.name === 'laurel_refresh') as Record<string, unknown>;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Strict' });
    // the readable session hint: no secret, on every path, same lifetime as the refresh cookie
    const hint = hintOf(res)!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.expires).toEqual(cookie.expires);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/site-ids',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toEqual({ siteIds: [IDS.siteA] });
  });

  test('wrong password or unknown e-mail: 401 and no cookie', async () => {
    for (const res of [await login('admin-a@laurel.test', 'nope'), await login('nobody@laurel.test', PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid e-mail address or password.',
      });
      expect(cookieOf(res)).toBeUndefined();
      expect(hintOf(res)).toBeUndefined();
    }
  });

  test('bad input: 400', async () => {
    const bad = [
      { email: 'a@b.c' },
      { email: 'a@b.c', password: 'x', extra: 1 },
      { email: { $gt: '' }, password: 'x' },
      { email: 'a@b.c', password: 5 },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

test('login is rate-limited per client', async () => {
  const limited = await buildTestApp({ loginRateLimit: 3 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: 'x@y.z', password: 'w' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
  } finally {
    await limited.close();
  }
});

describe('refresh and logout', () => {
  const refreshWith = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { laurel_refresh: cookie } });
  /** Dates every rotation `ms` back, as if that much time had passed since. */
  const ageRotation = (ms: number) =>
    t.app.mongo.db
      .collection('refreshTokens')
      .updateMany({ revokedAt: { $ne: null } }, { $set: { revokedAt: new Date(Date.now() - ms).toISOString() } });

  test('refresh rotates the cookie; reusing an old cookie later ends the whole session family', async () => {
    const first = cookieOf(await login('editor-all@laurel.test', PASSWORD))!;
    const r1 = await refreshWith(first.value);
    expect(r1.statusCode).toBe(200);
    expect(r1.json().user.email).toBe('editor-all@laurel.test');
    const second = cookieOf(r1)!;
    expect(second.value).not.toBe(first.value);
    expect(hintOf(r1)).toMatchObject({ value: '1', path: '/' });
    await ageRotation(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refreshWith(first.value);
    expect(reuse.statusCode).toBe(401);
    // a failed refresh clears both cookies, so the next page load does not try again
    expect(cookieOf(reuse)?.value).toBe('');
    expect(hintOf(reuse)).toMatchObject({ value: '', path: '/' });
    const afterTheft = await refreshWith(second.value);
    expect(afterTheft.statusCode).toBe(401);
  });

  test('a page that left before its new cookie arrived: the old cookie, seconds later, carries the session on', async () => {
    const first = cookieOf(await login('editor-all@laurel.test', PASSWORD))!;
    const second = cookieOf(await refreshWith(first.value))!;
    // The browser never got `second` (the page navigated away): the next page presents `first` again.
    const again = await refreshWith(first.value);
    expect(again.statusCode).toBe(200);
    const third = cookieOf(again)!;
    expect([third.value === first.value, third.value === second.value]).toEqual([false, false]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/site-ids',
      headers: { authorization: `Bearer ${again.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    // Both tokens of the session go on working; a sign-out ends them all, and the old cookie with them.
    expect((await refreshWith(third.value)).statusCode).toBe(200);
    expect((await refreshWith(second.value)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { laurel_refresh: third.value } });
    expect((await refreshWith(first.value)).statusCode).toBe(401);
  });

  test('logout revokes the refresh token and clears the cookie', async () => {
    const cookie = cookieOf(await login('editor-all@laurel.test', PASSWORD))!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { laurel_refresh: cookie.value },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ providerLogoutUrl: null });
    expect(cookieOf(out)?.value).toBe('');
    expect(hintOf(out)).toMatchObject({ value: '', path: '/' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { laurel_refresh: cookie.value },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Your session has ended. Please sign in again.');
  });

  test('refresh without a cookie: 401, and a stale hint is cleared', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { laurel_session: '1' } });
    expect(res.statusCode).toBe(401);
    expect(hintOf(res)).toMatchObject({ value: '', path: '/' });
  });
});

describe('bearer tokens', () => {
  test('a token signed with another secret, a malformed one or a refresh value is anonymous: 401 on signed-in routes', async () => {
    const other = await buildTestApp({ jwtSecret: 'another-secret-0123456789-0123456789-xyz' });
    const foreign = other.tokens.adminA;
    await other.close();
    for (const token of [foreign, 'not-a-jwt', `${t.tokens.adminA}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/site-ids',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User must be authenticated to use this endpoint.');
    }
  });

  test('an expired access token is refused', async () => {
    const expired = t.app.jwt.sign(
      {
        sub: t.userIds.adminA,
        email: 'admin-a@laurel.test',
        role: 'admin',
        clientID: 'client-a',
        typ: 'access',
        sid: 'session-adminA',
      },
      { expiresIn: -10 },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/site-ids',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /auth/authorize and /me/site-ids', () => {
  test('results per role', async () => {
    const a = (role: (typeof ROLES)[number], siteId: string = IDS.siteA) =>
      t.req(role, 'GET', `/api/v1/auth/authorize?siteId=${siteId}`);
    expect((await a('adminA')).json()).toMatchObject({
      isSiteAdmin: true,
      isInternal: false,
      role: 'admin',
      organizationName: 'Site A',
      email: 'admin-a@laurel.test',
    });
    expect((await a('editorLimited')).json()).toMatchObject({
      isSiteAdmin: false,
      isInternal: false,
      role: 'editor',
      clientID: 'client-a',
      categories: ['cat-sports'],
    });
    expect((await a('editorAll')).json().categories).toEqual(['*']);
    expect((await a('internal')).json()).toMatchObject({ isSiteAdmin: true, isInternal: true });
    expect((await a('adminB')).statusCode).toBe(403);
    expect((await a('editorOther')).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'User does not have permissions to access this resource',
    });
    expect((await a('adminA', 'missing-site')).json().message).toBe('No document exists for siteID missing-site');
    expect((await t.req('anonymous', 'GET', '/api/v1/auth/authorize')).statusCode).toBe(401);
  });

  test('site ids: the client’s sites, every site for internal users', async () => {
    expect((await t.req('editorOther', 'GET', '/api/v1/me/site-ids')).json()).toEqual({ siteIds: [IDS.siteB] });
    expect((await t.req('internal', 'GET', '/api/v1/me/site-ids')).json()).toEqual({ siteIds: [IDS.siteA, IDS.siteB] });
  });

  test('agreements: signed once, reported by authorize', async () => {
    expect((await t.req('anonymous', 'POST', '/api/v1/auth/agreements', { accepted: true })).statusCode).toBe(401);
    expect((await t.req('editorAll', 'POST', '/api/v1/auth/agreements', { accepted: false })).statusCode).toBe(400);
    expect(
      (await t.req('editorAll', 'GET', `/api/v1/auth/authorize?siteId=${IDS.siteA}`)).json().hasSignedAgreements,
    ).toBe(false);
    const res = await t.req('editorAll', 'POST', '/api/v1/auth/agreements', { accepted: true });
    expect(res.json()).toEqual({ hasSignedAgreements: true });
    expect(
      (await t.req('editorAll', 'GET', `/api/v1/auth/authorize?siteId=${IDS.siteA}`)).json().hasSignedAgreements,
    ).toBe(true);
  });
});
