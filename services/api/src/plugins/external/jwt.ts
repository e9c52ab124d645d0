/** @fastify/jwt (access tokens, HS256, issuer "laurel") and @fastify/cookie (the refresh cookie). */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';

export default fp(
  async (app, opts: { secret: string; accessTokenTtl: number }) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret: opts.secret,
      sign: { expiresIn: opts.accessTokenTtl, iss: 'laurel' },
      verify: { allowedIss: 'laurel' },
    });
  },
  { name: 'jwt' },
);
