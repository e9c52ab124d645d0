/**
 * Issue 24 finding 5: provider subjects and Laurel ids are separate namespaces. The stand-in provider (a real
 * OpenID Connect server on 127.0.0.1) issues subjects shaped like Laurel's own `local|user-…` ids; none of them
 * signs in as that account. Only an identity linked to an account (issuer + subject) signs in directly.
 */
import { buildOidcTest, cookieOf, type OidcTest } from '../helpers/oidc';

jest.setTimeout(60_000);

let o: OidcTest;
beforeAll(async () => {
  o = await buildOidcTest();
});
afterAll(() => o.close());

test("a provider subject equal to the admin's local id does not sign in as the admin", async () => {
  for (const who of [
    { sub: 'local|user-adminA' },
    { sub: 'local|user-adminA', email: 'someone@else.test', email_verified: true },
    { sub: 'local|user-internal', email: 'someone@else.test', email_verified: true },
    { sub: 'user-adminA', email: 'someone@else.test', email_verified: true },
  ]) {
    const res = await o.signIn(who);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBeUndefined();
    expect(cookieOf(res, 'laurel_refresh')).toBeUndefined();
  }
  expect((await o.t.app.repos.users.byEmail('admin-a@laurel.test'))!.auth0ID).toBe('local|user-adminA');
});

test("with the admin's own verified address it is a stranger asking to link (password needed), not a session", async () => {
  const res = await o.signIn({ sub: 'local|user-adminA', email: 'admin-a@laurel.test', email_verified: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'link', email: 'admin-a@laurel.test' });
  expect(res.json().accessToken).toBeUndefined();
  expect(cookieOf(res, 'laurel_refresh')).toBeUndefined();
});

test('once linked, that identity signs in directly, and the same subject from another issuer does not', async () => {
  await o.t.app.repos.users.linkProviderIdentity('user-editorAll', {
    issuer: 'https://another-issuer.example.test/',
    subject: 'idp|editor-all',
  });
  const other = await o.signIn({ sub: 'idp|editor-all' });
  expect(other.statusCode).toBe(403);
  await o.t.app.repos.users.linkProviderIdentity('user-editorAll', { issuer: o.idp.issuer, subject: 'idp|editor-all' });
  const linked = await o.signIn({ sub: 'idp|editor-all' });
  expect(linked.statusCode).toBe(200);
  expect(linked.json()).toMatchObject({ status: 'signed-in', user: { email: 'editor-all@laurel.test' } });
});

test('accounts linked before identities had their own field keep signing in (adopted at start)', async () => {
  const users = o.t.app.repos.users;
  await users.update('user-editorLimited', { auth0ID: 'auth0|limited-before', linkedAt: '2026-01-01T00:00:00.000Z' });
  expect(await users.adoptEarlierLinks(o.idp.issuer)).toBe(1);
  const res = await o.signIn({ sub: 'auth0|limited-before' });
  expect(res.json()).toMatchObject({ status: 'signed-in', user: { email: 'editor-limited@laurel.test' } });
});
