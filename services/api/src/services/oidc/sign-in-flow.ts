/**
 * Sign-in through the OpenID Connect provider, done by this API (the browser never holds a provider token):
 * `startSignIn` gives the provider's authorization address and the transaction (PKCE verifier, state, nonce,
 * where to land) sealed for the browser's short-lived cookie; `finishSignIn` takes the query the provider sent
 * to the page's /redirect, exchanges the code and signs in — or seals a pending link to a Laurel account
 * (account-link.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ProviderStartBody, ProviderStatusReply, SignInLanding } from '@laurel/domain';
import type { OidcConfig } from '../../config-oidc';
import { HttpError, notFound } from '../../plugins/app/http-errors';
import type { Session } from '../auth/auth-service';
import { redirectUriFor, type PageRequest } from './page-origin';
import { authorizationRequest, completeSignIn, ProviderError } from './provider-client';
import { signInWithProvider } from './provider-sign-in';
import { seal, unseal, type Sealed } from './sealed';

export const SIGN_IN_EXPIRED = 'This sign-in took too long or was started in another tab. Please sign in again.';
const OFF = 'Sign-in through an identity provider is not configured on this server.';
/** The seal purposes (a sealed value of one never opens as the other) and how long each stays valid. */
export const SIGN_IN_PURPOSE = 'laurel_oidc';
export const LINK_PURPOSE = 'laurel_link';
const SIGN_IN_TTL_S = 10 * 60;
const LINK_TTL_S = 10 * 60;

interface SignInTxn extends SignInLanding {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

export type SignInFinish =
  | { status: 'signed-in'; session: Session; landing: SignInLanding }
  | { status: 'link'; email: string; landing: SignInLanding; link: Sealed };

export function providerStatus(app: FastifyInstance): ProviderStatusReply {
  const c = app.config.oidc;
  return c?.clientId ? { enabled: true, providerName: c.providerName } : { enabled: false, providerName: null };
}

function configured(app: FastifyInstance): OidcConfig {
  const c = app.config.oidc;
  if (!c?.clientId) throw notFound(OFF);
  return c;
}

/** A provider failure as the page should see it (the user's refusal, an expired code, a bad answer, no network). */
function providerHttpError(err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  const status = { refused: 400, expired: 400, invalid: 401, unreachable: 502 }[err.kind];
  return new HttpError(status, err.message);
}

export async function startSignIn(
  app: FastifyInstance,
  request: PageRequest,
  body: ProviderStartBody,
): Promise<{ authorizationUrl: string; transaction: Sealed }> {
  const c = configured(app);
  const redirectUri = redirectUriFor(app, request);
  const auth = await authorizationRequest(c, redirectUri).catch((err) => {
    throw providerHttpError(err);
  });
  const txn: SignInTxn = {
    state: auth.state,
    nonce: auth.nonce,
    verifier: auth.verifier,
    redirectUri,
    returnTo: body.returnTo ?? null,
    siteId: body.siteId ?? null,
  };
  return {
    authorizationUrl: auth.url,
    transaction: {
      value: await seal(app.config.jwtSecret, SIGN_IN_PURPOSE, { ...txn }, SIGN_IN_TTL_S),
      maxAge: SIGN_IN_TTL_S,
    },
  };
}

export async function finishSignIn(
  app: FastifyInstance,
  transaction: string | undefined,
  query: string,
): Promise<SignInFinish> {
  const c = configured(app);
  const txn = await unseal<SignInTxn>(app.config.jwtSecret, SIGN_IN_PURPOSE, transaction);
  if (!txn) throw new HttpError(400, SIGN_IN_EXPIRED);
  const callbackUrl = new URL(txn.redirectUri);
  callbackUrl.search = query.replace(/^\?/, '');
  const landing = { returnTo: txn.returnTo, siteId: txn.siteId };
  try {
    const signIn = await completeSignIn(c, callbackUrl, txn);
    const outcome = await signInWithProvider(app, signIn.identity, signIn.refreshToken);
    if (outcome.kind === 'session') return { status: 'signed-in', session: outcome.session, landing };
    const link = await seal(app.config.jwtSecret, LINK_PURPOSE, { ...outcome.link, ...landing }, LINK_TTL_S);
    return { status: 'link', email: outcome.link.email, landing, link: { value: link, maxAge: LINK_TTL_S } };
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'invalid')
      app.log.warn({ detail: err.detail }, 'Provider sign-in refused: the answer did not verify');
    throw providerHttpError(err);
  }
}
