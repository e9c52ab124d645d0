/** Building blocks shared by the entity schemas, and the media item (SPEC §3). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A document id: uuid, ObjectId hex or an imported id. Plain text only (no operators, no paths). */
export const IdSchema = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:@|-]+$' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals from a constant list. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const IMAGE_OBJECT_FITS = ['cover', 'contain'] as const;
export const ImageObjectFitSchema = OneOf(IMAGE_OBJECT_FITS);
export const DateStringSchema = Type.String({ maxLength: 40 });
/** Rich text (HTML), sanitised on save. */
export const RichTextSchema = Type.String({ maxLength: 200_000 });

export const MediaMetadataSchema = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  fontWeight: Type.Optional(Type.String({ maxLength: 20 })),
  name: Type.Optional(Type.String({ maxLength: 500 })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
  size: Type.Optional(Type.Number()),
  externalType: Type.Optional(Type.Union([Type.Literal('youtube'), Type.Literal('vimeo'), Type.Literal('url')])),
  /** Where the subject is (0–1 from the left and top): cover crops keep it in view. */
  focalPoint: Type.Optional(
    Type.Object({ x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) }),
  ),
});

/** A media item. `url` is the original; `variants` maps a width (px) to a resized image URL. */
export const MediaItemSchema = Type.Object({
  _id: IdSchema,
  siteID: Type.String(),
  uuid: Type.String(),
  url: Type.String(),
  /**
   * Resized copies by width (px → URL). For a `document`: its cover, the first page drawn by the API, the widest
   * being the whole drawing, whose size is `metadata.width`/`height` (see `documentCover`).
   */
  variants: Type.Optional(Type.Record(Type.String(), Type.String())),
  mimeType: Type.String(),
  isExternal: Type.Boolean(),
  metadata: MediaMetadataSchema,
  /** `document` is a PDF (a yearbook, a programme) shown as a flipbook. */
  type: Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('document')]),
  hideInDAM: Type.Boolean(),
  createdAt: Type.Optional(Type.String()),
  /**
   * The folders the item was uploaded into or has been used in (media library bookkeeping, never in the copies
   * embedded in sites, folders and entries). Editors limited to folders see only items of their folders.
   */
  categoryIDs: Type.Optional(Type.Array(IdSchema, { maxItems: 10000 })),
});

/** A media reference in a request: the media item's id, or null to clear it. */
export const MediaRefSchema = Nullable(IdSchema);
export const MediaRefListSchema = Type.Array(IdSchema, { maxItems: 200 });

export type ImageObjectFit = Static<typeof ImageObjectFitSchema>;
export type MediaMetadata = Static<typeof MediaMetadataSchema>;
export type MediaItem = Static<typeof MediaItemSchema>;
