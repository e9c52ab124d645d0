/** @fastify/jwt (access tokens, HS256, issuer "laurel") and @fastify/cookie (the refresh cookie). */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';

export default fp(
  async (app, opts: { secret: string; accessTokenTtl: number }) => {
    // Cookies are read by the auth routes' handlers only: parsed before the handler, so a public read answered
    // from the public view (in onRequest) does not parse them.
    await app.register(cookie, { hook: 'preHandler' });
    await app.register(jwt, {
      secret: opts.secret,
      sign: { expiresIn: opts.accessTokenTtl, iss: 'laurel' },
      verify: { allowedIss: 'laurel' },
    });
  },
  { name: 'jwt' },
);
