/** Users, cast screens, recently deleted items, authorization result, session state and site files. */
import { Type, type Static } from '@sinclair/typebox';
import { DateStringSchema, IdSchema, MediaItemSchema, Nullable, OneOf } from './common';
import { SiteSchema } from './site';
import { CategorySchema } from './category';
import { EntrySchema } from './entry';

export const UserRoleSchema = OneOf(['internal', 'admin', 'editor'] as const);

export const UserSchema = Type.Object({
  _id: IdSchema,
  auth0ID: Type.String(),
  email: Type.String(),
  name: Type.Optional(Type.String()),
  role: UserRoleSchema,
  clientID: Type.String(),
  /** Category ids the user may edit; ['*'] means all. */
  categories: Type.Array(Type.String()),
  hasSignedAgreements: Type.Boolean(),
});

export const CastScreenConfigSchema = Type.Object({
  showLogo: Type.Boolean(),
  showTitle: Type.Boolean(),
  showQRCode: Type.Boolean(),
  showPresentingSponsors: Type.Boolean(),
  enableEmergencyAnnouncement: Type.Boolean(),
  showAllProfilePhotos: Type.Boolean(),
  timePerSlideInMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
});

export const CastScreenSchema = Type.Object({
  screenId: IdSchema,
  name: Type.String({ maxLength: 200 }),
  clientID: Type.String(),
  siteID: Type.String(),
  categoryIds: Type.Array(IdSchema),
  config: CastScreenConfigSchema,
  updatedAt: Type.Optional(DateStringSchema),
});

export const DocumentTypeSchema = OneOf(['category', 'entry', 'media', 'castScreen'] as const);

export const RecentlyDeletedItemSchema = Type.Object({
  documentType: DocumentTypeSchema,
  documentId: IdSchema,
  name: Type.String(),
  deletedAt: Type.String(),
  deletedBy: Type.String(),
  parentCategoryID: Type.Optional(Nullable(IdSchema)),
  /** What a deleted folder took with it (its sub-folders and profiles), restored and deleted for good with it. */
  contents: Type.Optional(Type.Object({ folders: Type.Integer(), entries: Type.Integer() })),
});

export const AuthorizeResultSchema = Type.Object({
  isSiteAdmin: Type.Boolean(),
  isInternal: Type.Boolean(),
  hasSignedAgreements: Type.Boolean(),
  email: Type.String(),
  clientID: Type.String(),
  organizationName: Type.String(),
  role: UserRoleSchema,
  /** The folders the user may edit (`*` = all), so the CMS shows controls only where a save can succeed. */
  categories: Type.Array(Type.String()),
});

/** The client session state (SPEC §3). */
export const SessionStateSchema = Type.Object({
  userEmail: Nullable(Type.String()),
  clientID: Nullable(Type.String()),
  styleID: Nullable(Type.String()),
  isAdmin: Type.Boolean(),
  isInternal: Type.Boolean(),
  hasSignedAgreements: Type.Boolean(),
  siteIds: Type.Array(Type.String()),
  showCMS: Type.Boolean(),
  touchScreen: Type.Boolean(),
  isAuth: Type.Boolean(),
  organizationName: Nullable(Type.String()),
  serverError: Nullable(Type.Object({ message: Type.String(), returnToPreviousPage: Type.Boolean() })),
});

export const SiteFileUserSchema = Type.Intersect([
  UserSchema,
  Type.Object({ password: Type.Optional(Type.String()), passwordHash: Type.Optional(Type.String()) }),
]);

/** A site file (import/export, demo site). */
export const SiteFileSchema = Type.Object({
  format: Type.Literal('laurel-site@1'),
  site: SiteSchema,
  categories: Type.Array(CategorySchema),
  entries: Type.Array(EntrySchema),
  media: Type.Array(MediaItemSchema),
  castScreens: Type.Array(CastScreenSchema),
  users: Type.Array(SiteFileUserSchema),
});

export type UserRole = Static<typeof UserRoleSchema>;
export type User = Static<typeof UserSchema>;
export type CastScreenConfig = Static<typeof CastScreenConfigSchema>;
export type CastScreen = Static<typeof CastScreenSchema>;
export type DocumentType = Static<typeof DocumentTypeSchema>;
export type RecentlyDeletedItem = Static<typeof RecentlyDeletedItemSchema>;
export type AuthorizeResult = Static<typeof AuthorizeResultSchema>;
export type SessionState = Static<typeof SessionStateSchema>;
export type SiteFile = Static<typeof SiteFileSchema>;
