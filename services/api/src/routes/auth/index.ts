/**
 * /auth: sign-in (rate-limited), token refresh and sign-out; the refresh token travels in its cookie. Sign-out
 * also answers where to sign out at the identity provider when the session began there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBodySchema, LogoutReplySchema, TokenReplySchema } from '@laurel/domain';
import { login, refresh } from '../../services/auth-service';
import { signOut } from '../../services/oidc/sign-out';
import { tooManyRequests } from '../../plugins/app/http-errors';
import { BODY_LIMITS } from '../../plugins/app/json-body';
import autohooks from './autohooks';
import { clearSessionCookies, REFRESH_COOKIE, sendSession } from './session-cookies';

/** Told to a client (or for an account) that has used up its sign-in attempts. */
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';

const auth: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  // Per account, whatever address the guesses come from (per client: the route's own rateLimit below).
  const accountLimit = app.createRateLimit({
    max: app.config.loginAccountRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `login-account:${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
    },
  });

  app.post(
    '/login',
    {
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
        const limit = await accountLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', Math.ceil(limit.ttl / 1000));
          throw tooManyRequests(TOO_MANY_SIGN_INS);
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (rate-limited); sets the refresh cookie',
        body: LoginBodySchema,
        response: { 200: TokenReplySchema },
      },
    },
    async (request, reply) => sendSession(request, reply, await login(app, request.body.email, request.body.password)),
  );

  app.post(
    '/refresh',
    {
      bodyLimit: BODY_LIMITS.none,
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotates the cookie)',
        response: { 200: TokenReplySchema },
      },
    },
    async (request, reply) => {
      try {
        return sendSession(request, reply, await refresh(app, request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        clearSessionCookies(reply);
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    {
      bodyLimit: BODY_LIMITS.none,
      schema: {
        tags: ['auth'],
        summary:
          'End the session (named by the refresh cookie or the bearer token: every token of it stops) and clear the session cookies; where to sign out at the provider',
        response: { 200: LogoutReplySchema },
      },
    },
    async (request, reply) => {
      const ended = await signOut(app, request.cookies[REFRESH_COOKIE], request);
      clearSessionCookies(reply);
      return ended;
    },
  );
};
export default auth;
