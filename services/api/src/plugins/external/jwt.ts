/** @fastify/jwt (access tokens, HS256, issuer "laurel", `exp`, `sub` and `sid` required) and @fastify/cookie (the refresh cookie). */
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
      // A token without an expiry, a subject or a session is refused (issue 24 item 12; token-service.ts).
      verify: { allowedIss: 'laurel', requiredClaims: ['exp', 'sub', 'sid'] },
    });
  },
  { name: 'jwt' },
);
