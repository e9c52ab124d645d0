/**
 * /auth/link-accounts: linking a provider identity to an existing Laurel account (services/oidc/account-link.ts),
 * from the pending link sealed in the `laurel_link` cookie by /auth/oidc/callback: GET what is waiting, POST to
 * prove the Laurel side and link (then signed in), DELETE to drop it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completeLink, describeLink } from '../../../services/oidc/account-link';
import { clearSealedCookie, LINK_COOKIE } from '../provider-cookies';
import { sendSession } from '../session-cookies';
import { BODY_LIMITS } from '../../../plugins/app/json-body';
import autohooks from './autohooks';
import { contractRoute } from '../../../plugins/app/contracts';

const linkAccounts: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.route({
    ...contractRoute(app, 'GET /auth/link-accounts'),
    handler: async (request) => describeLink(app, request.cookies[LINK_COOKIE]),
  });

  app.route({
    ...contractRoute(app, 'POST /auth/link-accounts'),
    bodyLimit: BODY_LIMITS.signIn,
    config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { session, landing } = await completeLink(app, request.cookies[LINK_COOKIE], request.body.password);
      clearSealedCookie(reply, LINK_COOKIE);
      return { ...sendSession(request, reply, session), ...landing };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /auth/link-accounts'),
    handler: async (_request, reply) => {
      clearSealedCookie(reply, LINK_COOKIE);
      return reply.status(204).send();
    },
  });
};
export default linkAccounts;
