/** /auth: sign-in (rate-limited), token refresh and sign-out; the refresh token travels in its cookie. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginBodySchema, TokenReplySchema, type TokenReply } from '@laurel/domain';
import { login, logout, refresh, type Session } from '../../services/auth-service';
import autohooks from './autohooks';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies';

function sendSession(request: FastifyRequest, reply: FastifyReply, s: Session): TokenReply {
  setSessionCookies(request, reply, s.refreshToken, s.refreshExpiresAt);
  return { accessToken: s.accessToken, expiresIn: s.expiresIn, user: s.user };
}

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
    { schema: { tags: ['auth'], summary: 'Revoke the refresh token and clear the session cookies' } },
    async (request, reply) => {
      await logout(app, request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
};
export default auth;
