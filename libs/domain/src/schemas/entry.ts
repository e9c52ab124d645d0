/** Entry (profile or record item) and its record info (SPEC §3). */
import { Type, type Static } from '@sinclair/typebox';
import { DateStringSchema, IdSchema, ImageObjectFitSchema, MediaItemSchema, Nullable } from './common';

export const RecordInfoSchema = Type.Object({
  name: Type.String(),
  recordValue: Type.String(),
  recordDate: Type.String(),
  yearStart: Type.String(),
  yearEnd: Type.String(),
  primaryInfo: Type.String(),
  extraInfo: Type.String(),
  description: Type.String(),
  recordImage: Nullable(MediaItemSchema),
  columnID: Type.String(),
  customOrderIndex: Type.Number(),
});

export const EntrySchema = Type.Object({
  _id: IdSchema,
  siteID: Type.String(),
  legacyId: Type.Optional(Type.String()),
  /** /entry/{id} */
  path: Type.String(),
  isLive: Type.Boolean(),
  imageObjectFit: ImageObjectFitSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  /** Rich text (HTML), sanitised on save and on display. */
  description: Type.String(),
  activity: Type.String(),
  type: Type.String(),
  /** YYYY-MM-DD or '' */
  eventDate: Type.String(),
  /** YYYY-MM-DD or '' */
  graduationDate: Type.String(),
  headshot: Nullable(MediaItemSchema),
  media: Type.Array(MediaItemSchema),
  background: Nullable(MediaItemSchema),
  cardBackground: Nullable(MediaItemSchema),
  recordInfo: Nullable(RecordInfoSchema),
  /** A PDF (media of type `document`) shown to visitors as a flipbook; absent in older site files. */
  flipbook: Type.Optional(Nullable(MediaItemSchema)),
  categoryID: IdSchema,
  updatedAt: Type.Optional(DateStringSchema),
});

/**
 * A profile without its pictures: what orders, filters and counts it in its folder (names, dates, activity, type,
 * text, record info). A profile page's pager reads its folder so (issue 26, phones: the page carries it).
 */
export const EntryOutlineSchema = Type.Omit(EntrySchema, [
  'headshot',
  'media',
  'background',
  'cardBackground',
  'flipbook',
]);

export type RecordInfo = Static<typeof RecordInfoSchema>;
export type Entry = Static<typeof EntrySchema>;
export type EntryOutline = Static<typeof EntryOutlineSchema>;
