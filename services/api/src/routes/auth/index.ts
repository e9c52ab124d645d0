/**
 * /auth: sign-in (rate-limited), token refresh and sign-out; the refresh token travels in its cookie. Sign-out
 * also answers where to sign out at the identity provider when the session began there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBodySchema, LogoutReplySchema, TokenReplySchema } from '@laurel/domain';
import { login, refresh } from '../../services/auth-service';
import { signOut } from '../../services/oidc/sign-out';
import autohooks from './autohooks';
import { clearSessionCookies, REFRESH_COOKIE, sendSession } from './session-cookies';

const auth: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);

  app.post(
    '/login',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
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
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token and clear the session cookies; where to sign out at the provider',
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
