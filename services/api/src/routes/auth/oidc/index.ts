/**
 * /auth/oidc: sign-in through the OpenID Connect provider (services/oidc/sign-in-flow.ts). GET says whether it
 * is on; POST /start returns the provider's authorization address (PKCE, state and nonce sealed in a cookie);
 * POST /callback takes the query the provider sent to the page's /redirect and signs in — or asks to link the
 * identity to a Laurel account (/auth/link-accounts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type ProviderCallbackReply } from '@laurel/domain';
import { finishSignIn, providerStatus, startSignIn } from '../../../services/oidc/sign-in-flow';
import { clearSealedCookie, LINK_COOKIE, setSealedCookie, SIGN_IN_COOKIE } from '../provider-cookies';
import { sendSession } from '../session-cookies';
import { BODY_LIMITS } from '../../../plugins/app/json-body';
import autohooks from './autohooks';
import { contractRoute } from '../../../plugins/app/contracts';

const oidc: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const rateLimit = { max: app.config.loginRateLimit * 3, timeWindow: '1 minute' };

  app.route({
    ...contractRoute(app, 'GET /auth/oidc'),
    handler: async () => providerStatus(app),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/oidc/start'),
    bodyLimit: BODY_LIMITS.provider,
    config: { rateLimit },
    handler: async (request, reply) => {
      const { authorizationUrl, transaction } = await startSignIn(app, request, request.body);
      setSealedCookie(request, reply, SIGN_IN_COOKIE, transaction);
      return { authorizationUrl };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/oidc/callback'),
    bodyLimit: BODY_LIMITS.provider,
    config: { rateLimit },
    handler: async (request, reply): Promise<ProviderCallbackReply> => {
      const transaction = request.cookies[SIGN_IN_COOKIE];
      clearSealedCookie(reply, SIGN_IN_COOKIE);
      const done = await finishSignIn(app, transaction, request.body.query);
      if (done.status === 'signed-in')
        return { status: 'signed-in', ...sendSession(request, reply, done.session), ...done.landing };
      setSealedCookie(request, reply, LINK_COOKIE, done.link);
      return { status: 'link', email: done.email, ...done.landing };
    },
  });
};
export default oidc;
