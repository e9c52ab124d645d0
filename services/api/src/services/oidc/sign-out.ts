/**
 * Sign-out: our session ends, whether named by the refresh cookie or the bearer token (auth-service.ts); a session begun at the OpenID Connect provider also gets the
 * provider's RP-initiated logout address, where the browser goes next to sign out there.
 */
import type { FastifyInstance } from 'fastify';
import type { LogoutReply } from '@laurel/domain';
import { logout } from '../auth/auth-service';
import { afterLogoutUriFor, type PageRequest } from './page-origin';
import { endSessionUrl } from './provider-client';

async function providerLogoutUrl(app: FastifyInstance, request: PageRequest): Promise<string | null> {
  const config = app.config.oidc;
  if (!config?.clientId) return null;
  try {
    return await endSessionUrl(config, afterLogoutUriFor(app, request));
  } catch (err) {
    app.log.warn({ err }, 'Could not build the provider sign-out address; signed out of Laurel only');
    return null;
  }
}

export async function signOut(
  app: FastifyInstance,
  refreshToken: string | undefined,
  request: PageRequest,
): Promise<LogoutReply> {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const { provider } = await logout(app, refreshToken, bearer);
  return { providerLogoutUrl: provider ? await providerLogoutUrl(app, request) : null };
}
