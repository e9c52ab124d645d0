/**
 * Versions (issue 29): every save of a profile, a folder and the site's settings keeps one, and the
 * activity log lists them with sign-ins, user changes, screen pairings and emergency switches.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';

/** What a version is of: a profile or record item, a folder (settings, layout, order, record columns), the site. */
export const VersionItemKindSchema = Type.Union([
  Type.Literal('entry'),
  Type.Literal('category'),
  Type.Literal('site'),
]);

/** What happened: a line of the activity log. */
export const ActivityKindSchema = Type.Union([
  Type.Literal('save'),
  Type.Literal('bulk-save'),
  Type.Literal('import'),
  Type.Literal('restore'),
  Type.Literal('sign-in'),
  Type.Literal('user'),
  Type.Literal('screen-pairing'),
  Type.Literal('emergency'),
  /** A schedule set, changed or cancelled (what it does happens later, as a save "as scheduled"). */
  Type.Literal('schedule'),
]);

export const VersionItemSchema = Type.Object({
  kind: VersionItemKindSchema,
  id: Type.String(),
  /** The item's name when it was saved (a person's name, a folder's name, the site's style name). */
  name: Type.String(),
  /** The fields this save changed. */
  changed: Type.Array(Type.String()),
});

/** One line of history: who, when, what. */
export const VersionSummarySchema = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  by: Type.String(),
  kind: ActivityKindSchema,
  /** A readable line: "Saved Ada Lovelace (first name, bio)". */
  summary: Type.String(),
  /** The folders concerned (for the folder filter and a limited editor's scope). */
  folderIds: Type.Array(Type.String()),
  items: Type.Array(VersionItemSchema),
  /** The version this one restored. */
  restoredFrom: Type.Optional(Type.String()),
});

export const VersionParams = Type.Object({ siteId: IdSchema, kind: VersionItemKindSchema, itemId: IdSchema });
export const OneVersionParams = Type.Object({
  siteId: IdSchema,
  kind: VersionItemKindSchema,
  itemId: IdSchema,
  versionId: IdSchema,
});
export const VersionListReplySchema = Type.Object({ versions: Type.Array(VersionSummarySchema) });

/** One field of a version compared with the item as it is now (values as readable text). */
export const FieldDiffSchema = Type.Object({
  field: Type.String(),
  label: Type.String(),
  version: Type.String(),
  current: Type.String(),
});
export const VersionDetailReplySchema = Type.Object({
  version: VersionSummarySchema,
  /** The fields whose value in this version differs from now; empty when the version is what is there now. */
  diff: Type.Array(FieldDiffSchema),
});
export const VersionRestoreReplySchema = Type.Object({ restored: Type.Literal(true), version: VersionSummarySchema });

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' });
/** GET …/activity: filters by person (email), folder, kind and date range (ISO dates, `to` inclusive). */
export const ActivityQuerySchema = Type.Object(
  {
    person: Type.Optional(Type.String({ maxLength: 320 })),
    folder: Type.Optional(IdSchema),
    kind: Type.Optional(ActivityKindSchema),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    /** Lines older than this `at` (the next page). */
    before: Type.Optional(Type.String({ maxLength: 40 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export const ActivityReplySchema = Type.Object({
  lines: Type.Array(VersionSummarySchema),
  /** Pass as `before` for older lines; null at the end. */
  next: Type.Union([Type.String(), Type.Null()]),
});

export type VersionItemKind = Static<typeof VersionItemKindSchema>;
export type ActivityKind = Static<typeof ActivityKindSchema>;
export type VersionItem = Static<typeof VersionItemSchema>;
export type VersionSummary = Static<typeof VersionSummarySchema>;
export type VersionParams = Static<typeof VersionParams>;
export type OneVersionParams = Static<typeof OneVersionParams>;
export type VersionListReply = Static<typeof VersionListReplySchema>;
export type FieldDiff = Static<typeof FieldDiffSchema>;
export type VersionDetailReply = Static<typeof VersionDetailReplySchema>;
export type VersionRestoreReply = Static<typeof VersionRestoreReplySchema>;
export type ActivityQuery = Static<typeof ActivityQuerySchema>;
export type ActivityReply = Static<typeof ActivityReplySchema>;
