/**
 * The two short-lived cookies of a provider sign-in, both sealed (services/oidc/sealed.ts), httpOnly and on
 * /api/v1/auth only: `laurel_oidc` holds state, nonce and PKCE verifier between the start and the callback;
 * `laurel_link` holds a provider identity waiting to be linked to a Laurel account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sealed } from '../../services/oidc/sealed';

export const SIGN_IN_COOKIE = 'laurel_oidc';
export const LINK_COOKIE = 'laurel_link';
const PATH = '/api/v1/auth';

export function setSealedCookie(request: FastifyRequest, reply: FastifyReply, name: string, sealed: Sealed): void {
  reply.setCookie(name, sealed.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
    maxAge: sealed.maxAge,
  });
}

export const clearSealedCookie = (reply: FastifyReply, name: string) => reply.clearCookie(name, { path: PATH });
