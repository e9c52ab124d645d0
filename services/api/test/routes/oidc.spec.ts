/**
 * OpenID Connect bearer tokens: access tokens of a configured provider (OIDC_AUDIENCE) are verified against its
 * JWKS (a stand-in server on 127.0.0.1) and sign in only the user linked to their subject.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

const ISSUER = 'https://id.example.test/';
const AUDIENCE = 'laurel-api';
let t: TestApp;
let server: Server;
let key: CryptoKey;
let otherKey: CryptoKey;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    jwksRequests++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    oidc: {
      issuer: ISSUER,
      audience: AUDIENCE,
      jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      clientId: null,
      clientSecret: null,
      tokenAuthMethod: 'none',
      scope: 'openid',
      providerName: 'SSO',
      redirectUri: null,
    },
  });
  await t.app.repos.users.linkProviderIdentity('user-adminB', { issuer: ISSUER, subject: 'idp|admin-b' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const token = (
  claims: Record<string, unknown>,
  opts: { aud?: string; iss?: string; signWith?: CryptoKey; exp?: string } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(opts.signWith ?? key);

const siteIds = (jwt: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/site-ids', headers: { authorization: `Bearer ${jwt}` } });

test('a provider token for a known subject signs the user in (JWKS fetched from the provider)', async () => {
  const res = await siteIds(await token({ sub: 'idp|admin-b' }));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ siteIds: [IDS.siteB] });
  expect(jwksRequests).toBeGreaterThan(0);
});

test('a subject shaped like a Laurel id (or an auth0ID) never picks that account: only linked identities sign in', async () => {
  for (const sub of ['local|user-adminA', 'user-adminA', 'local|user-internal', 'local|user-adminB']) {
    const res = await siteIds(await token({ sub, email: 'admin-a@laurel.test', email_verified: true }));
    expect(res.statusCode).toBe(401);
  }
});

test('a subject linked under another issuer does not sign in through this one', async () => {
  await t.app.repos.users.linkProviderIdentity('user-editorOther', {
    issuer: 'https://other.example.test/',
    subject: 'idp|eo',
  });
  expect((await siteIds(await token({ sub: 'idp|eo' }))).statusCode).toBe(401);
});

test('an e-mail claim never picks an account: an unlinked subject is refused, verified or not', async () => {
  for (const email_verified of [undefined, true]) {
    const res = await siteIds(await token({ sub: 'idp|123', email: 'Editor-Other@laurel.test', email_verified }));
    expect(res.statusCode).toBe(401);
  }
});

test('wrong audience, wrong key, expired or unknown user: 401', async () => {
  const bad = [
    await token({ sub: 'idp|admin-b' }, { aud: 'someone-else' }),
    await token({ sub: 'idp|admin-b' }, { signWith: otherKey }),
    await token({ sub: 'idp|admin-b' }, { exp: '-1m' }),
    await token({ sub: 'idp|nobody', email: 'nobody@laurel.test' }),
    await token({ sub: 'idp|admin-b' }, { iss: 'https://evil.example.test/' }),
  ];
  for (const jwt of bad) expect((await siteIds(jwt)).statusCode).toBe(401);
});

test('own access tokens keep working beside the provider', async () => {
  expect((await t.req('adminA', 'GET', '/api/v1/me/site-ids')).json()).toEqual({ siteIds: [IDS.siteA] });
});
