/** docs/api.md, "Users": these routes' contracts (see ./contract.ts). */
import {
  NewUserBodySchema,
  NoContentSchema,
  SiteParams,
  UserParams,
  UserPatchBodySchema,
  UserSchema,
  UsersReplySchema,
} from '../schemas';
import type { ContractTable } from './contract';

export const usersContracts = {
  'GET /sites/:siteId/users': {
    access: 'admin',
    tags: ['users'],
    summary: "The users of the site's client",
    params: SiteParams,
    response: { 200: UsersReplySchema },
    doc: {
      reply: '`{users: User[]}`',
    },
  },
  'POST /sites/:siteId/users': {
    access: 'admin',
    tags: ['users'],
    summary: 'Add a user (categories ["*"])',
    params: SiteParams,
    body: NewUserBodySchema,
    response: { 201: UserSchema },
    doc: {
      input: '`{email, role, password?}`',
      reply: "201 `User` (categories `['*']`)",
    },
  },
  'PATCH /sites/:siteId/users/:userId': {
    access: 'admin',
    tags: ['users'],
    summary: "Change a user's categories or role",
    params: UserParams,
    body: UserPatchBodySchema,
    response: { 200: UserSchema },
    doc: {
      input: '`{categories?, role?}`',
      reply: '`User`',
    },
  },
  'DELETE /sites/:siteId/users/:userId': {
    access: 'admin',
    tags: ['users'],
    summary: 'Delete a user (their sessions end)',
    params: UserParams,
    response: { 204: NoContentSchema },
    doc: {
      reply: '204',
    },
  },
} as const satisfies ContractTable;

export const usersSection = { id: 'users', title: 'Users', routes: usersContracts } as const;
