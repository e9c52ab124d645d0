/**
 * Sessions begun at the OpenID Connect provider. The provider's refresh token never reaches the browser: it is
 * kept sealed with our refresh-token record, and every refresh of our session refreshes at the provider too,
 * so a user the provider blocked or signed out everywhere loses Laurel at the next refresh (≤ 15 minutes).
 * A provider that cannot be reached does not sign everyone out: the session goes on and the failure is logged.
 */
import type { FastifyInstance } from 'fastify';
import { ProviderError, refreshAtProvider } from './provider-client';
import { sealString, unsealString } from './sealed';

export interface ProviderSession {
  /** The provider's refresh token in clear (null when the provider issued none). */
  refreshToken: string | null;
}

/** What is stored with our refresh token. */
export async function providerSessionOf(
  app: FastifyInstance,
  s: ProviderSession,
): Promise<{ refreshToken: string | null }> {
  return { refreshToken: s.refreshToken ? await sealString(app.config.jwtSecret, s.refreshToken) : null };
}

export async function continueProviderSession(
  app: FastifyInstance,
  stored: { refreshToken: string | null },
): Promise<ProviderSession | 'ended'> {
  const config = app.config.oidc;
  const token = await unsealString(app.config.jwtSecret, stored.refreshToken);
  if (!config?.clientId || !token) return { refreshToken: token };
  try {
    return { refreshToken: await refreshAtProvider(config, token) };
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'unreachable') {
      app.log.warn({ err: err.detail }, 'OpenID Connect provider unreachable during refresh; the session goes on');
      return { refreshToken: token };
    }
    app.log.info({ reason: (err as Error).message }, 'The OpenID Connect provider ended a session');
    return 'ended';
  }
}
