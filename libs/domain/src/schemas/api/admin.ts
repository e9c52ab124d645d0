/** /admin/sites…: internal-only site import and export, and /sites/{siteId}/recently-deleted (admins). */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { DocumentTypeSchema, RecentlyDeletedItemSchema } from '../people';
import { Strict } from './common';

/** Checked in full by the importer (format, ids, operator-free keys), so that a bad file changes nothing. */
export const SiteImportBodySchema = Type.Object(
  {},
  { additionalProperties: true, description: 'SiteFile (laurel-site@1)' },
);
export const ImportCountsSchema = Type.Object({
  categories: Type.Integer(),
  entries: Type.Integer(),
  media: Type.Integer(),
  castScreens: Type.Integer(),
  users: Type.Integer(),
  files: Type.Integer(),
});
export const SiteImportReplySchema = Type.Object({
  siteID: Type.String(),
  counts: ImportCountsSchema,
  /** Fields of the file that site files do not have, left out (paths such as `entries[3].notes`); absent when none. */
  droppedFields: Type.Optional(Type.Array(Type.String())),
});

export const RecentlyDeletedReplySchema = Type.Object({ items: Type.Array(RecentlyDeletedItemSchema) });
export const RestoreBodySchema = Strict({ documentType: DocumentTypeSchema, documentId: IdSchema });
export const RestoreReplySchema = Type.Object({
  restored: Type.Literal(true),
  /** Where a restored profile went: its own folder, or 'Restored Profiles' when its folder is gone. */
  into: Type.Optional(Type.Object({ categoryID: IdSchema, categoryName: Type.String() })),
});
/** How long after deleting its author may undo it (the toast offers Undo for 8 s; the rest is slack for slow links). */
export const UNDO_DELETE_WINDOW_MS = 10 * 60 * 1000;
/** POST /sites/{siteId}/undo-delete: the author of a recent delete takes it back (folders or profiles, ≤50). */
export const UndoDeleteBodySchema = Strict({
  documentType: Type.Union([Type.Literal('entry'), Type.Literal('category')]),
  ids: Type.Array(IdSchema, { minItems: 1, maxItems: 50 }),
});
export const UndoDeleteReplySchema = Type.Object({ restored: Type.Integer() });
/** DELETE /sites/{siteId}/recently-deleted/{documentType}/{documentId}: delete for good. */
export const PurgeParams = Type.Object({ siteId: IdSchema, documentType: DocumentTypeSchema, documentId: IdSchema });

export type ImportCounts = Static<typeof ImportCountsSchema>;
export type SiteImportReply = Static<typeof SiteImportReplySchema>;
export type RecentlyDeletedReply = Static<typeof RecentlyDeletedReplySchema>;
export type RestoreBody = Static<typeof RestoreBodySchema>;
export type RestoreReply = Static<typeof RestoreReplySchema>;
export type UndoDeleteBody = Static<typeof UndoDeleteBodySchema>;
export type UndoDeleteReply = Static<typeof UndoDeleteReplySchema>;
