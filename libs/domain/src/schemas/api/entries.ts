/**
 * /sites/{siteId}/entries…: one entry, its patch (with the path rule) and record patch, bulk patch, delete,
 * copy and move, and the entry inputs (media as ids) that folders' entry routes take too.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BULK_PATCH_CHUNK_SIZE } from '../../rules/constants';
import {
  IdSchema,
  ImageObjectFitSchema,
  MediaRefListSchema,
  MediaRefSchema,
  Nullable,
  RichTextSchema,
} from '../common';
import { CategorySchema } from '../category';
import { EntrySchema } from '../entry';
import { IdListSchema, PartialStrict, Strict } from './common';

export const RecordInfoInputSchema = PartialStrict({
  name: Type.String({ maxLength: 500 }),
  recordValue: Type.String({ maxLength: 200 }),
  recordDate: Type.String({ maxLength: 40 }),
  yearStart: Type.String({ maxLength: 20 }),
  yearEnd: Type.String({ maxLength: 20 }),
  primaryInfo: Type.String({ maxLength: 500 }),
  extraInfo: Type.String({ maxLength: 500 }),
  description: RichTextSchema,
  recordImage: MediaRefSchema,
  columnID: Type.String({ maxLength: 128 }),
  customOrderIndex: Type.Number(),
});

const DateFieldSchema = Type.String({ maxLength: 10, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });
/** A new entry or an entry patch: every field optional, media as ids. */
export const EntryInputSchema = PartialStrict({
  isLive: Type.Boolean(),
  imageObjectFit: ImageObjectFitSchema,
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  description: RichTextSchema,
  activity: Type.String({ maxLength: 500 }),
  type: Type.String({ maxLength: 500 }),
  eventDate: DateFieldSchema,
  graduationDate: DateFieldSchema,
  headshot: MediaRefSchema,
  media: MediaRefListSchema,
  background: MediaRefSchema,
  cardBackground: MediaRefSchema,
  /** A PDF media id (or null to remove the flipbook). */
  flipbook: MediaRefSchema,
  recordInfo: Nullable(RecordInfoInputSchema),
});

/** PATCH /sites/{siteId}/entries/{entryId}: the entry must be in that folder under that path (SPEC §5). */
export const EntryPatchBodySchema = Strict({
  categoryID: IdSchema,
  path: Type.String({ maxLength: 300 }),
  patch: EntryInputSchema,
});

export const EntryReplySchema = Type.Object({ entry: EntrySchema, category: CategorySchema });
export const EntriesReplySchema = Type.Object({ entries: Type.Array(EntrySchema) });

/**
 * Headers of a bulk chunk: an optional Idempotency-Key (a random value per chunk, the same on a retry of it),
 * with which the API applies a chunk at most once.
 */
export const BulkChunkHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })),
});

/** `{items: {_id, patch}[]}`: a bulk patch of at most BULK_PATCH_CHUNK_SIZE documents. */
export const BulkPatchBodySchema = <T extends TSchema>(patch: T) =>
  Strict({
    items: Type.Array(Strict({ _id: IdSchema, patch }), { minItems: 1, maxItems: BULK_PATCH_CHUNK_SIZE }),
  });
export const EntriesBulkPatchBodySchema = BulkPatchBodySchema(EntryInputSchema);
export const EntriesBulkCopyBodySchema = Strict({
  destination: IdSchema,
  items: IdListSchema(BULK_PATCH_CHUNK_SIZE),
});

/** Moves carry at most this many ids. */
export const MAX_MOVE = 500;
export const EntriesMoveBodySchema = Strict({ destination: IdSchema, entryIds: IdListSchema(MAX_MOVE) });
export const MovedReplySchema = Type.Object({ moved: Type.Integer() });

export const MoveDestinationsQuerySchema = Type.Object({
  documentType: Type.Union([Type.Literal('category'), Type.Literal('entry')]),
});
export const MoveDestinationSchema = Type.Object({
  _id: Type.String(),
  categoryName: Type.String(),
  /** Breadcrumb of folder names from the top, e.g. "Sports / Basketball". */
  path: Type.String(),
  depth: Type.Integer(),
});
export const MoveDestinationsReplySchema = Type.Object({ destinations: Type.Array(MoveDestinationSchema) });

export type RecordInfoInput = Static<typeof RecordInfoInputSchema>;
export type EntryInput = Static<typeof EntryInputSchema>;
export type EntryPatchBody = Static<typeof EntryPatchBodySchema>;
export type EntryReply = Static<typeof EntryReplySchema>;
export type EntriesReply = Static<typeof EntriesReplySchema>;
export type EntriesBulkPatchBody = Static<typeof EntriesBulkPatchBodySchema>;
export type BulkChunkHeaders = Static<typeof BulkChunkHeadersSchema>;
export type EntriesMoveBody = Static<typeof EntriesMoveBodySchema>;
export type MoveDestinationsQuery = Static<typeof MoveDestinationsQuerySchema>;
export type MoveDestination = Static<typeof MoveDestinationSchema>;
