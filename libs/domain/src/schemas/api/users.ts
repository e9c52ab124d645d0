/** /sites/{siteId}/users…: the accounts of the site's client (site admins). */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { UserRoleSchema, UserSchema } from '../people';
import { Strict } from './common';

export const UserParams = Type.Object({ siteId: IdSchema, userId: IdSchema });
/** A category id of the site, or '*' (all). */
export const CategoryRefSchema = Type.Union([Type.Literal('*'), IdSchema]);
export const NewUserBodySchema = Strict({
  email: Type.String({ format: 'email', maxLength: 254 }),
  role: UserRoleSchema,
  password: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});
export const UserPatchBodySchema = Type.Object(
  { categories: Type.Optional(Type.Array(CategoryRefSchema, { maxItems: 1000 })), role: Type.Optional(UserRoleSchema) },
  { additionalProperties: false, minProperties: 1 },
);
export const UsersReplySchema = Type.Object({ users: Type.Array(UserSchema) });

export type UserParams = Static<typeof UserParams>;
export type NewUserInput = Static<typeof NewUserBodySchema>;
export type UserPatch = Static<typeof UserPatchBodySchema>;
export type UsersReply = Static<typeof UsersReplySchema>;
