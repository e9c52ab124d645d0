/**
 * User management for a site's admins: the accounts of the site's client. New users get all categories
 * ('*'); admins narrow an editor's categories afterwards. Only internal users grant the internal role.
 */
import { randomUUID } from 'node:crypto';
import {
  ALL_CATEGORIES,
  mayGrantRole,
  mayManageUser,
  type NewUserInput,
  type User,
  type UserPatch,
  type UserRole,
} from '@laurel/domain';
import type { StoredUser } from '../../plugins/app/repositories';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/app/http-errors';
import { hashPassword } from '../auth/password';
import type { AuthedCtx } from '../context';
import { actorOfCtx, recordActivity } from '../versions/record-version';

export const userNotFound = (userId: string) => `No user exists with id ${userId}`;

/** What leaves the server: never the password hash. */
export function publicUser(u: StoredUser): User {
  return {
    _id: u._id,
    auth0ID: u.auth0ID,
    email: u.email,
    name: u.name,
    role: u.role,
    clientID: u.clientID,
    categories: u.categories ?? [],
    hasSignedAgreements: !!u.hasSignedAgreements,
  };
}

function assertMayGrant(ctx: AuthedCtx, role: UserRole): void {
  if (!mayGrantRole(ctx.user, role)) throw forbidden();
}

async function clientUser(ctx: AuthedCtx, userId: string): Promise<StoredUser> {
  const user = await ctx.app.repos.users.byIdOfClient(userId, ctx.site.clientID);
  if (!user) throw notFound(userNotFound(userId));
  return user;
}

export async function listUsers(ctx: AuthedCtx): Promise<User[]> {
  const users = await ctx.app.repos.users.ofClient(ctx.site.clientID);
  return users.map(publicUser);
}

/** Said when the address is already a user of this client (the admin sees them in the list). */
export const emailTaken = (email: string) => `A user with the e-mail address ${email} already exists.`;
/** Said when the address is taken elsewhere: sign-in addresses are unique, but whose it is stays unsaid. */
export const emailUnavailable = (email: string) =>
  `The e-mail address ${email} cannot be used for a new user. Please ask the person for another address.`;

export async function addUser(ctx: AuthedCtx, input: NewUserInput): Promise<User> {
  assertMayGrant(ctx, input.role);
  const email = input.email.trim().toLowerCase();
  // Hashed before the address is looked up, so a taken address answers no sooner than a free one.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const existing = await ctx.app.repos.users.byEmail(email, true);
  if (existing) throw conflict(existing.clientID === ctx.site.clientID ? emailTaken(email) : emailUnavailable(email));
  const _id = randomUUID();
  const user: StoredUser = {
    _id,
    auth0ID: `local|${_id}`,
    email,
    name: input.name,
    role: input.role,
    clientID: ctx.site.clientID,
    categories: [ALL_CATEGORIES],
    hasSignedAgreements: false,
    ...(passwordHash ? { passwordHash } : {}),
  };
  await ctx.app.repos.users.insertOne(user);
  await recordActivity(actorOfCtx(ctx), 'user', `Added user ${email} (${input.role})`);
  return publicUser(user);
}

async function assertCategoriesOfSite(ctx: AuthedCtx, categories: string[]): Promise<void> {
  const ids = [...new Set(categories.filter((c) => c !== ALL_CATEGORIES))];
  const known = await ctx.app.repos.categories.idsInSite(ctx.site.siteID, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown category id(s) for this site: ${unknown.join(', ')}`);
}

export async function patchUser(ctx: AuthedCtx, userId: string, patch: UserPatch): Promise<User> {
  const target = await clientUser(ctx, userId);
  if (!mayManageUser(ctx.user, target)) throw forbidden();
  const set: Partial<StoredUser> = {};
  if (patch.role !== undefined && patch.role !== target.role) {
    if (target._id === ctx.user._id) throw badRequest('You cannot change your own role.');
    assertMayGrant(ctx, patch.role);
    set.role = patch.role;
  }
  if (patch.categories !== undefined) {
    await assertCategoriesOfSite(ctx, patch.categories);
    set.categories = patch.categories.includes(ALL_CATEGORIES) ? [ALL_CATEGORIES] : [...new Set(patch.categories)];
  }
  if (Object.keys(set).length === 0) return publicUser(target);
  const updated = await ctx.app.repos.users.update(target._id, set);
  const what = [
    set.role ? `role ${target.role} → ${set.role}` : '',
    set.categories ? `folders ${set.categories.includes(ALL_CATEGORIES) ? 'all' : set.categories.join(', ')}` : '',
  ].filter(Boolean);
  await recordActivity(actorOfCtx(ctx), 'user', `Changed user ${target.email}: ${what.join('; ')}`);
  return publicUser(updated!);
}

export async function deleteUser(ctx: AuthedCtx, userId: string): Promise<void> {
  const target = await clientUser(ctx, userId);
  if (target._id === ctx.user._id) throw badRequest('You cannot delete your own account.');
  if (!mayManageUser(ctx.user, target)) throw forbidden();
  await ctx.app.repos.users.remove(target._id);
  await ctx.app.repos.refreshTokens.removeOfUser(target._id);
  await recordActivity(actorOfCtx(ctx), 'user', `Deleted user ${target.email}`);
}
