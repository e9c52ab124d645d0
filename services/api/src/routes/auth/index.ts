/** Sign-in, token refresh and sign-out, the authorization result and agreements. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AuthorizeResultSchema, IdSchema, UserRoleSchema } from '@laurel/domain';
import { authorizeResult, login, logout, refresh, signAgreements, type Session } from '../../services/auth-service';
import { canEditSite } from '../../services/access-service';
import { forbidden } from '../../plugins/app/http-errors';
import { bearer } from '../shared';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies';

const SessionReply = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  user: Type.Object({ email: Type.String(), role: UserRoleSchema, clientID: Type.String() }),
});

function sendSession(request: FastifyRequest, reply: FastifyReply, s: Session) {
  setSessionCookies(request, reply, s.refreshToken, s.refreshExpiresAt);
  return { accessToken: s.accessToken, expiresIn: s.expiresIn, user: s.user };
}

const auth: FastifyPluginAsync = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (rate-limited); sets the refresh cookie',
        body: Type.Object(
          {
            email: Type.String({ minLength: 3, maxLength: 320 }),
            password: Type.String({ minLength: 1, maxLength: 1000 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: SessionReply },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body as { email: string; password: string };
      return sendSession(request, reply, await login(app, email, password));
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotates the cookie)',
        response: { 200: SessionReply },
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
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the refresh token and clear the session cookies' } },
    async (request, reply) => {
      await logout(app, request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/authorize',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'isSiteAdmin, isInternal, hasSignedAgreements and the user for a site',
        security: bearer,
        querystring: Type.Object({ siteId: Type.Optional(IdSchema) }),
        response: { 200: AuthorizeResultSchema },
      },
    },
    async (request) => {
      const { siteId } = request.query as { siteId?: string };
      const site = siteId ? await app.loadSite(siteId) : null;
      if (site && !canEditSite(request.auth, site)) throw forbidden();
      return authorizeResult(request.auth!, site);
    },
  );

  app.post(
    '/auth/agreements',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Record that the user signed the agreements',
        security: bearer,
        body: Type.Object({ accepted: Type.Literal(true) }, { additionalProperties: false }),
        response: { 200: Type.Object({ hasSignedAgreements: Type.Literal(true) }) },
      },
    },
    async (request) => {
      await signAgreements(app, request.auth!);
      return { hasSignedAgreements: true as const };
    },
  );
};
export default auth;
