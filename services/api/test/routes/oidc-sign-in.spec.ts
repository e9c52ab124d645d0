/**
 * Sign-in through an OpenID Connect provider, done by the API (authorization code + PKCE), against a stand-in
 * provider on 127.0.0.1 that speaks Auth0's HTTP API and signs real JWTs: discovery, code exchange, refresh at
 * the provider, sign-out there, and refusal of tampered, expired, wrong-audience, wrong-key and wrong-nonce
 * ID tokens.
 */
import type { StandInIdentity } from '@laurel/testing/stand-ins/oidc-provider';
import { IDS } from '../helpers/build-test-app';
import { buildOidcTest, cookieOf, type OidcTest } from '../helpers/oidc';

jest.setTimeout(60_000);

let o: OidcTest;
const ADMIN_B: StandInIdentity = { sub: 'idp|admin-b', email: 'admin-b@laurel.test', email_verified: true };
beforeAll(async () => {
  o = await buildOidcTest();
  // Admin B linked this provider identity earlier (the link flow is tested in oidc-link-accounts.spec.ts).
  await o.t.app.repos.users.linkProviderIdentity('user-adminB', { issuer: o.idp.issuer, subject: ADMIN_B.sub });
});
afterAll(() => o.close());
const authorize = (who: StandInIdentity, body?: Record<string, unknown>) => o.authorize(who, body);
const callback = (txn: string | undefined, query: string) => o.callback(txn, query);

test('the login page learns that the provider is on, and its name', async () => {
  const res = await o.t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc' });
  expect(res.json()).toEqual({ enabled: true, providerName: 'Northfield SSO' });
});

test('start sends the browser to the provider with PKCE S256, state, nonce and our /redirect', async () => {
  const { authorizationUrl } = await authorize(ADMIN_B);
  const q = authorizationUrl.searchParams;
  expect(authorizationUrl.href.startsWith(`${o.idp.issuer}authorize?`)).toBe(true);
  expect(q.get('response_type')).toBe('code');
  expect(q.get('client_id')).toBe(o.idp.clientId);
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get('state')).toBeTruthy();
  expect(q.get('nonce')).toBeTruthy();
  expect(q.get('audience')).toBe(o.idp.audience);
  expect(q.get('redirect_uri')).toBe('http://laurel.test/redirect');
});

test('a linked user signs in; the provider refresh keeps the session; ending it at the provider ends ours', async () => {
  const { txn, query } = await authorize(ADMIN_B, { returnTo: '/settings/site-b/users', siteId: IDS.siteB });
  const res = await callback(txn, query);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ status: 'signed-in', returnTo: '/settings/site-b/users', siteId: IDS.siteB });
  expect(body.user.email).toBe('admin-b@laurel.test');
  const me = await o.t.app.inject({
    method: 'GET',
    url: '/api/v1/me/site-ids',
    headers: { authorization: `Bearer ${body.accessToken}` },
  });
  expect(me.json()).toEqual({ siteIds: [IDS.siteB] });
  // The code was exchanged with the verifier and the client secret; no provider token reached the browser.
  const exchange = o.idp.requests.find((r) => r.path === '/oauth/token' && r.body?.grant_type === 'authorization_code');
  expect(exchange?.body?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  expect(JSON.stringify(body)).not.toMatch(/refresh_token|id_token/);

  let refreshCookie = cookieOf(res, 'laurel_refresh')!;
  const refreshed = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    cookies: { laurel_refresh: refreshCookie },
  });
  expect(refreshed.statusCode).toBe(200);
  expect(o.idp.requests.filter((r) => r.body?.grant_type === 'refresh_token')).toHaveLength(1);
  refreshCookie = cookieOf(refreshed, 'laurel_refresh')!;

  o.idp.endSessions(ADMIN_B.sub);
  const ended = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    cookies: { laurel_refresh: refreshCookie },
  });
  expect(ended.statusCode).toBe(401);
});

test('signing out of a provider session returns the provider sign-out address', async () => {
  const { txn, query } = await authorize(ADMIN_B);
  const signedIn = await callback(txn, query);
  const out = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    cookies: { laurel_refresh: cookieOf(signedIn, 'laurel_refresh')! },
  });
  const url = new URL(out.json().providerLogoutUrl);
  expect(url.href.startsWith(`${o.idp.issuer}oidc/logout?`)).toBe(true);
  expect(url.searchParams.get('client_id')).toBe(o.idp.clientId);
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://laurel.test/login?fromLogout=true');
  const own = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin-a@laurel.test', password: 'correct horse battery' },
  });
  const ownOut = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    cookies: { laurel_refresh: cookieOf(own, 'laurel_refresh')! },
  });
  expect(ownOut.json()).toEqual({ providerLogoutUrl: null });
});

test.each(['tampered', 'expired', 'wrong-audience', 'wrong-key', 'wrong-nonce'] as const)(
  'a %s ID token is refused and signs nobody in',
  async (fault) => {
    const { txn, query } = await authorize(ADMIN_B);
    o.idp.fault(fault);
    const res = await callback(txn, query);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The answer of Northfield SSO could not be verified. Please sign in again.');
    expect(cookieOf(res, 'laurel_refresh')).toBeUndefined();
  },
);

test('a callback without its sign-in cookie, with another state, or a code used twice is refused', async () => {
  const first = await authorize(ADMIN_B);
  expect((await callback(undefined, first.query)).json().message).toBe(
    'This sign-in took too long or was started in another tab. Please sign in again.',
  );
  const other = await authorize(ADMIN_B);
  expect((await callback(other.txn, first.query)).statusCode).toBe(401);
  const again = await authorize(ADMIN_B);
  expect((await callback(again.txn, again.query)).statusCode).toBe(200);
  const replay = await callback(again.txn, again.query);
  expect(replay.statusCode).toBe(400);
});

test('cancelling at the provider says so', async () => {
  const start = await o.t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/start', payload: {} });
  const state = new URL(start.json().authorizationUrl).searchParams.get('state');
  const res = await callback(
    cookieOf(start, 'laurel_oidc'),
    `?error=access_denied&error_description=The+user+cancelled&state=${state}`,
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Sign-in was cancelled or refused at Northfield SSO: The user cancelled');
});

test('a page on an origin that is not allowed cannot start a sign-in', async () => {
  const res = await o.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/start',
    headers: { origin: 'https://evil.example' },
    payload: {},
  });
  expect(res.statusCode).toBe(403);
});
