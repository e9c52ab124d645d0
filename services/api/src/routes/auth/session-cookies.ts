/**
 * The two session cookies (docs/api.md "Auth and session"): the httpOnly refresh token on /api/v1/auth, and
 * a readable hint `laurel_session=1` on / with the same lifetime, so that a page can tell whether a refresh
 * is worth trying without sending one (an anonymous visitor's browser makes no failing request). The hint
 * holds no secret; it is set with every refresh cookie and cleared with it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenReply } from '@laurel/domain';
import type { Session } from '../../services/auth/auth-service';

export const REFRESH_COOKIE = 'laurel_refresh';
export const SESSION_HINT_COOKIE = 'laurel_session';
const REFRESH_PATH = '/api/v1/auth';
const HINT_PATH = '/';

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  expires: Date,
): void {
  const common = { sameSite: 'strict' as const, secure: request.protocol === 'https', expires };
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: REFRESH_PATH });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false, path: HINT_PATH });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: HINT_PATH });
}

/** The reply of every call that starts or renews a session: sets the cookies, answers the access token and user. */
export function sendSession(request: FastifyRequest, reply: FastifyReply, s: Session): TokenReply {
  setSessionCookies(request, reply, s.refreshToken, s.refreshExpiresAt);
  return { accessToken: s.accessToken, expiresIn: s.expiresIn, user: s.user };
}
