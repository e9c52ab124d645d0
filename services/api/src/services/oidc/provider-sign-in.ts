/**
 * Who a provider identity is in Laurel. The user linked to it (issuer and subject, `providerIdentity`) signs in. Otherwise a
 * Laurel user with the same e-mail address may be linked to it, only after proving both sides
 * (account-link.ts): the provider must have verified the address, and the Laurel side is proved with the
 * account's password (or, for an account an admin created without one, by that verified address). An
 * unverified address never signs anyone in and never offers a link.
 */
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../../plugins/app/repositories';
import { forbidden } from '../../plugins/app/http-errors';
import { providerSignIn, type Session } from '../auth/auth-service';
import type { ProviderIdentity } from './provider-client';

/** What a pending link carries (sealed in the link cookie until the user proves the Laurel side). */
export interface PendingLink {
  issuer: string;
  sub: string;
  email: string;
  userId: string;
  refreshToken: string | null;
}

export type ProviderOutcome = { kind: 'session'; session: Session } | { kind: 'link'; link: PendingLink };

/** The account is linked to a provider identity other than this one (`auth0ID` plays no part). */
export const isLinkedToOther = (user: StoredUser, issuer: string, sub: string) =>
  !!user.providerIdentity && (user.providerIdentity.issuer !== issuer || user.providerIdentity.subject !== sub);

export async function signInWithProvider(
  app: FastifyInstance,
  identity: ProviderIdentity,
  refreshToken: string | null,
): Promise<ProviderOutcome> {
  const name = app.config.oidc?.providerName ?? 'the identity provider';
  // Provider identities live in their own namespace: a subject such as `local|user-…` is just a string there.
  const linked = await app.repos.users.byProviderIdentity(identity.issuer, identity.sub);
  if (linked) return { kind: 'session', session: await providerSignIn(app, linked, { refreshToken }) };
  const email = identity.email;
  if (!email) throw forbidden(`${name} did not share your e-mail address, so your Laurel account cannot be found.`);
  const user = await app.repos.users.byEmail(email);
  if (!user)
    throw forbidden(`No Laurel account uses ${email}. Ask your site administrator to add you, then sign in again.`);
  if (!identity.emailVerified)
    throw forbidden(`${name} has not verified ${email}. Verify the address there, then sign in again.`);
  if (isLinkedToOther(user, identity.issuer, identity.sub))
    throw forbidden(`The Laurel account ${email} is already linked to another ${name} sign-in.`);
  return { kind: 'link', link: { issuer: identity.issuer, sub: identity.sub, email, userId: user._id, refreshToken } };
}
