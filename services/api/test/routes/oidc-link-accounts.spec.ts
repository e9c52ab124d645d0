/**
 * Linking a provider identity to an existing Laurel account after proving both sides; no account is taken
 * over by an unverified or unknown e-mail address (stand-in provider on 127.0.0.1).
 */
import { PASSWORD } from '../helpers/build-test-app';
import { buildOidcTest, cookieOf, type OidcTest } from '../helpers/oidc';

jest.setTimeout(60_000);

let o: OidcTest;
beforeAll(async () => {
  o = await buildOidcTest();
  await o.t.app.repos.users.insertOne({
    _id: 'user-invited',
    auth0ID: 'local|user-invited',
    email: 'invited@laurel.test',
    role: 'editor',
    clientID: 'client-a',
    categories: ['*'],
    hasSignedAgreements: false,
  });
});
afterAll(() => o.close());

const linkCall = (method: 'GET' | 'POST' | 'DELETE', cookie: string | undefined, payload?: object) =>
  o.t.app.inject({
    method,
    url: '/api/v1/auth/link-accounts',
    cookies: cookie ? { laurel_link: cookie } : {},
    ...(payload ? { payload } : {}),
  });
const userByEmail = (email: string) => o.t.app.repos.users.byEmail(email);

test('a verified e-mail of an account with a password links only with that password, then signs in directly', async () => {
  const who = { sub: 'google-oauth2|111', email: 'Admin-A@laurel.test', email_verified: true };
  const res = await o.signIn(who);
  expect(res.json()).toMatchObject({ status: 'link', email: 'admin-a@laurel.test' });
  expect(cookieOf(res, 'laurel_refresh')).toBeUndefined();
  const link = cookieOf(res, 'laurel_link');
  expect((await linkCall('GET', link)).json()).toEqual({
    email: 'admin-a@laurel.test',
    providerName: 'Northfield SSO',
    needsPassword: true,
  });

  const wrong = await linkCall('POST', link, { password: 'not it' });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().message).toBe('That is not the password of your Laurel account.');
  expect((await linkCall('POST', link, {})).statusCode).toBe(401);
  expect((await userByEmail('admin-a@laurel.test'))!.auth0ID).toBe('local|user-adminA');

  const linked = await linkCall('POST', link, { password: PASSWORD });
  expect(linked.statusCode).toBe(200);
  expect(linked.json().user.email).toBe('admin-a@laurel.test');
  expect(cookieOf(linked, 'laurel_refresh')).toBeTruthy();
  expect((await userByEmail('admin-a@laurel.test'))!.auth0ID).toBe('google-oauth2|111');

  const again = await o.signIn(who);
  expect(again.json()).toMatchObject({ status: 'signed-in', user: { email: 'admin-a@laurel.test' } });
});

test('an account an admin created without a password links on the verified address alone', async () => {
  const res = await o.signIn({ sub: 'auth0|invited', email: 'invited@laurel.test', email_verified: true });
  const link = cookieOf(res, 'laurel_link');
  expect((await linkCall('GET', link)).json().needsPassword).toBe(false);
  const linked = await linkCall('POST', link, {});
  expect(linked.statusCode).toBe(200);
  expect((await userByEmail('invited@laurel.test'))!.auth0ID).toBe('auth0|invited');
});

test('an unverified or unknown address never links, and an account linked elsewhere is not re-linked', async () => {
  const unverified = await o.signIn({ sub: 'evil|1', email: 'editor-all@laurel.test', email_verified: false });
  expect(unverified.statusCode).toBe(403);
  expect(unverified.json().message).toBe(
    'Northfield SSO has not verified editor-all@laurel.test. Verify the address there, then sign in again.',
  );
  expect(cookieOf(unverified, 'laurel_link')).toBeUndefined();

  const unknown = await o.signIn({ sub: 'auth0|2', email: 'stranger@laurel.test', email_verified: true });
  expect(unknown.statusCode).toBe(403);
  expect(unknown.json().message).toMatch(/^No Laurel account uses stranger@laurel\.test\./);

  const noEmail = await o.signIn({ sub: 'auth0|3' });
  expect(noEmail.statusCode).toBe(403);

  await o.t.app.repos.users.linkProviderIdentity('user-editorOther', {
    issuer: o.idp.issuer,
    subject: 'auth0|original',
  });
  const second = await o.signIn({ sub: 'auth0|another', email: 'editor-other@laurel.test', email_verified: true });
  expect(second.statusCode).toBe(403);
  expect(second.json().message).toBe(
    'The Laurel account editor-other@laurel.test is already linked to another Northfield SSO sign-in.',
  );
});

test('a link cookie that is missing, tampered with or dropped links nothing', async () => {
  expect((await linkCall('GET', undefined)).statusCode).toBe(401);
  const res = await o.signIn({
    sub: 'auth0|editor-limited',
    email: 'editor-limited@laurel.test',
    email_verified: true,
  });
  const link = cookieOf(res, 'laurel_link')!;
  const tampered = `${link.slice(0, -4)}AAAA`;
  expect((await linkCall('POST', tampered, { password: PASSWORD })).statusCode).toBe(401);
  const dropped = await linkCall('DELETE', link);
  expect(dropped.statusCode).toBe(204);
  expect(dropped.cookies.find((c: { name: string }) => c.name === 'laurel_link')?.value).toBe('');
  expect((await userByEmail('editor-limited@laurel.test'))!.auth0ID).toBe('local|user-editorLimited');
});

test('a sign-in cookie cannot stand in for a link cookie (sealed per purpose)', async () => {
  const start = await o.t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/start', payload: {} });
  expect((await linkCall('GET', cookieOf(start, 'laurel_oidc'))).statusCode).toBe(401);
});
