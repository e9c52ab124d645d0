/** The test app with OpenID Connect pointed at a stand-in provider, and the steps of a browser sign-in. */
import type { LightMyRequestResponse } from 'fastify';
import {
  startOidcProvider,
  type StandInIdentity,
  type StandInOidcProvider,
} from '@laurel/testing/stand-ins/oidc-provider';
import { forgetDiscovery } from '../../src/services/oidc/provider-client';
import { buildTestApp, type TestApp } from './build-test-app';

export interface OidcTest {
  t: TestApp;
  idp: StandInOidcProvider;
  /** Start → the provider signs `who` in → the sign-in cookie and the query the provider sent to /redirect. */
  authorize(
    who: StandInIdentity,
    body?: Record<string, unknown>,
  ): Promise<{ txn: string; query: string; authorizationUrl: URL }>;
  callback(txn: string | undefined, query: string): Promise<LightMyRequestResponse>;
  /** Start, provider, callback in one step. */
  signIn(who: StandInIdentity): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === name && c.value)?.value;

export async function buildOidcTest(): Promise<OidcTest> {
  const idp = await startOidcProvider();
  forgetDiscovery();
  const t = await buildTestApp({
    publicOrigins: ['http://laurel.test'],
    oidc: {
      issuer: idp.issuer,
      audience: idp.audience,
      jwksUrl: null,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      tokenAuthMethod: 'client_secret_basic',
      scope: 'openid profile email offline_access',
      providerName: 'Northfield SSO',
      redirectUri: null,
    },
  });
  const authorize: OidcTest['authorize'] = async (who, body = {}) => {
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/start', payload: body });
    if (start.statusCode !== 200) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
    const redirect = new URL(idp.approve(start.json().authorizationUrl, who));
    return {
      txn: cookieOf(start, 'laurel_oidc')!,
      query: redirect.search,
      authorizationUrl: new URL(start.json().authorizationUrl),
    };
  };
  const callback: OidcTest['callback'] = (txn, query) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/callback',
      payload: { query },
      cookies: txn ? { laurel_oidc: txn } : {},
    });
  return {
    t,
    idp,
    authorize,
    callback,
    signIn: async (who) => {
      const { txn, query } = await authorize(who);
      return callback(txn, query);
    },
    close: async () => {
      await t.close();
      await idp.close();
    },
  };
}
