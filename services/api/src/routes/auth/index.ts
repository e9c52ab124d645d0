/**
 * /auth: sign-in (rate-limited per client, throttled per account and client together), token refresh and
 * sign-out; the refresh token travels in its cookie. Sign-out also answers where to sign out at the identity
 * provider when the session began there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { login, refresh } from '../../services/auth/auth-service';
import { signOut } from '../../services/oidc/sign-out';
import { tooManyRequests } from '../../plugins/app/http-errors';
import { clientKeyOf } from '../../services/client-key';
import { LoginThrottle, type PairDoc } from '../../services/auth/login-throttle';
import { BODY_LIMITS } from '../../plugins/app/json-body';
import autohooks from './autohooks';
import { clearSessionCookies, REFRESH_COOKIE, sendSession } from './session-cookies';
import { contractRoute } from '../../plugins/app/contracts';

/** Told to a client (or for an account) that has used up its sign-in attempts. */
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';

const auth: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  // Per account and client together (services/login-throttle.ts); per client across accounts: the route's rateLimit.
  const throttle = new LoginThrottle(
    app.mongo.db.collection<PairDoc>('loginThrottles'),
    app.config.loginAccountRateLimit,
  );

  app.route({
    ...contractRoute(app, 'POST /auth/login'),
    bodyLimit: BODY_LIMITS.signIn,
    config: {
      rateLimit: {
        max: app.config.loginRateLimit,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) => ({
          statusCode: context.statusCode,
          error: 'Too Many Requests',
          message: TOO_MANY_SIGN_INS,
        }),
      },
    },
    preHandler: async (request, reply) => {
      const wait = await throttle.attempt(LoginThrottle.key(request.body.email, clientKeyOf(request)));
      if (wait) {
        reply.header('retry-after', wait.retryAfterS);
        throw tooManyRequests(TOO_MANY_SIGN_INS);
      }
    },
    handler: async (request, reply) => {
      const session = await login(app, request.body.email, request.body.password);
      await throttle.succeeded(LoginThrottle.key(request.body.email, clientKeyOf(request)));
      return sendSession(request, reply, session);
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/refresh'),
    bodyLimit: BODY_LIMITS.none,
    handler: async (request, reply) => {
      try {
        return sendSession(request, reply, await refresh(app, request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        clearSessionCookies(reply);
        throw err;
      }
    },
  });

  app.route({
    ...contractRoute(app, 'POST /auth/logout'),
    bodyLimit: BODY_LIMITS.none,
    handler: async (request, reply) => {
      const ended = await signOut(app, request.cookies[REFRESH_COOKIE], request);
      clearSessionCookies(reply);
      return ended;
    },
  });
};
export default auth;
