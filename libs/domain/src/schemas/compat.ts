/**
 * Compile-time check that the schemas describe the entity types of ../entities: each `Static<…>` must be
 * assignable to its entity type. Nothing here runs.
 */
import type { Static } from '@sinclair/typebox';
import type * as E from '../entities';
import type * as S from './index';

type Assignable<From, To> = [From] extends [To] ? true : never;
export type SchemaCompat = [
  Assignable<Static<typeof S.MediaItemSchema>, E.MediaItem>,
  Assignable<Static<typeof S.HomeButtonSchema>, E.HomeButton>,
  Assignable<Static<typeof S.SiteSchema>, E.Site>,
  Assignable<Static<typeof S.RecordColumnSchema>, E.RecordColumn>,
  Assignable<Static<typeof S.CategorySchema>, E.Category>,
  Assignable<Static<typeof S.RecordInfoSchema>, E.RecordInfo>,
  Assignable<Static<typeof S.EntrySchema>, E.Entry>,
  Assignable<Static<typeof S.CastScreenSchema>, E.CastScreen>,
  Assignable<Static<typeof S.UserSchema>, E.User>,
  Assignable<Static<typeof S.RecentlyDeletedItemSchema>, E.RecentlyDeletedItem>,
  Assignable<Static<typeof S.AuthorizeResultSchema>, E.AuthorizeResult>,
  Assignable<Static<typeof S.SessionStateSchema>, E.SessionState>,
  Assignable<Static<typeof S.CategoryTreeNodeSchema>, E.CategoryTreeNode>,
  Assignable<Static<typeof S.SiteFileSchema>, E.SiteFile>,
];
export const schemaCompat: SchemaCompat = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
