/**
 * Linking a provider identity to an existing Laurel user (the second proof). The pending link (sealed in an
 * httpOnly cookie by the callback, sign-in-flow.ts) proves the provider side with a verified e-mail address; the
 * Laurel side is the account's password, or — for an account an admin created for that address without a
 * password — that verified address itself. The link stores the provider's issuer and subject
 * (`providerIdentity`, shown as `auth0ID`).
 */
import type { FastifyInstance } from 'fastify';
import type { PendingLinkReply, SignInLanding } from '@laurel/domain';
import type { StoredUser } from '../../plugins/app/repositories';
import { conflict, forbidden, unauthorized } from '../../plugins/app/http-errors';
import { providerSignIn, type Session } from '../auth/auth-service';
import { verifyPassword } from '../auth/password';
import { isLinkedToOther, type PendingLink } from './provider-sign-in';
import { unseal } from './sealed';
import { LINK_PURPOSE } from './sign-in-flow';

export const LINK_EXPIRED = 'There is no sign-in waiting to be linked any more. Please sign in again.';
export const WRONG_LINK_PASSWORD = 'That is not the password of your Laurel account.';

type SealedLink = PendingLink & SignInLanding;

/** The pending link and its Laurel account (401 when the link expired or the account changed meanwhile). */
async function openLink(app: FastifyInstance, sealed: string | undefined): Promise<[SealedLink, StoredUser]> {
  const link = await unseal<SealedLink>(app.config.jwtSecret, LINK_PURPOSE, sealed);
  if (!link) throw unauthorized(LINK_EXPIRED);
  const user = await app.repos.users.findById(link.userId);
  if (!user || user.email !== link.email) throw unauthorized(LINK_EXPIRED);
  return [link, user];
}

export async function describeLink(app: FastifyInstance, sealed: string | undefined): Promise<PendingLinkReply> {
  const [, user] = await openLink(app, sealed);
  return {
    email: user.email,
    providerName: app.config.oidc?.providerName ?? 'the identity provider',
    needsPassword: Boolean(user.passwordHash),
  };
}

export async function completeLink(
  app: FastifyInstance,
  sealed: string | undefined,
  password: string | undefined,
): Promise<{ session: Session; landing: SignInLanding }> {
  const [link, user] = await openLink(app, sealed);
  if (typeof link.issuer !== 'string') throw unauthorized(LINK_EXPIRED);
  if (isLinkedToOther(user, link.issuer, link.sub))
    throw forbidden('This Laurel account is already linked to another sign-in.');
  const holder = await app.repos.users.byProviderIdentity(link.issuer, link.sub);
  if (holder && holder._id !== user._id) throw conflict('This sign-in is already linked to another Laurel account.');
  if (user.passwordHash) {
    const ok = password ? await verifyPassword(password, user.passwordHash) : false;
    if (!ok) throw unauthorized(WRONG_LINK_PASSWORD);
  }
  const linked = await app.repos.users.linkProviderIdentity(user._id, { issuer: link.issuer, subject: link.sub });
  app.log.info({ userId: user._id }, 'Provider identity linked to a Laurel account');
  const session = await providerSignIn(app, linked ?? user, { refreshToken: link.refreshToken });
  return { session, landing: { returnTo: link.returnTo, siteId: link.siteId } };
}
