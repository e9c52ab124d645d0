/**
 * /sites/{siteId}/canva… (site admins): the Canva importer. The server connects the admin's Canva account
 * (OAuth 2 authorization code + PKCE, tokens kept on the server), lists their designs, asks Canva to export
 * one and imports the files into the site's media library.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, MediaItemSchema, Nullable, OneOf } from '../common';
import { Strict } from './common';

/**
 * The export formats the media library can take: pictures (one library item a page) and PDF (the whole design
 * as one document, which a folder or a profile shows as a flipbook). Canva's MP4 and PPTX exports it cannot.
 */
export const CANVA_IMPORT_FORMATS = ['png', 'jpg', 'gif', 'pdf'] as const;
export type CanvaImportFormat = (typeof CANVA_IMPORT_FORMATS)[number];
export const CanvaImportFormatSchema = OneOf(CANVA_IMPORT_FORMATS);

/** What the importer page and the API (503) say while the installation has no Canva integration. */
export const CANVA_NOT_SET_UP =
  'Canva is not set up for this installation, so designs cannot be imported from Canva yet. Whoever runs your Laurel server can turn it on (the operators’ guide explains how, under “Canva”).';

/** What the importer tells admins about which designs can come in, and as what. */
export const CANVA_WHAT_COMES_IN =
  'Any design Canva can export as a picture or a PDF can come in: posters, flyers, social posts, presentations, documents, programmes and yearbooks. As PNG, JPEG or GIF each page becomes a picture; as PDF the whole design becomes one document to show as a flipbook (choose it in a folder’s or a profile’s Flipbook field). Videos (MP4) and PowerPoint files (PPTX) cannot come in from Canva: download a video from Canva and upload it to the media library instead.';

/** GET …/canva: whether this installation has Canva, and whether the admin's Canva account is connected. */
export const CanvaStatusSchema = Type.Object({
  configured: Type.Boolean(),
  connected: Type.Boolean(),
  /** The Canva account's display name, when connected. */
  displayName: Nullable(Type.String()),
});

/** POST …/canva/connect: where to send the browser (Canva's consent page). */
export const CanvaConnectReplySchema = Type.Object({ authorizationUrl: Type.String() });

/** POST …/canva/connect/finish: the query Canva sent back to `/canva-redirect`. */
export const CanvaFinishBodySchema = Strict({
  state: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const CanvaDesignsQuerySchema = Type.Object({
  continuation: Type.Optional(Type.String({ maxLength: 2000 })),
  query: Type.Optional(Type.String({ maxLength: 200 })),
});
export const CanvaDesignSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Canva's thumbnail (valid for a few minutes); null when the design has none. */
  thumbnailUrl: Nullable(Type.String()),
  pageCount: Nullable(Type.Integer()),
  /** When the design last changed (ISO time). */
  updatedAt: Nullable(Type.String()),
});
export const CanvaDesignsReplySchema = Type.Object({
  designs: Type.Array(CanvaDesignSchema),
  /** Pass as `continuation` for the next page; null on the last page. */
  continuation: Nullable(Type.String()),
});

export const CanvaDesignParams = Type.Object({ siteId: IdSchema, designId: IdSchema });
/** GET …/canva/designs/{designId}/formats: the formats Canva offers for this design that the library can take. */
export const CanvaFormatsReplySchema = Type.Object({ formats: Type.Array(CanvaImportFormatSchema) });

export const CanvaImportBodySchema = Strict({
  designId: IdSchema,
  format: CanvaImportFormatSchema,
  title: Type.Optional(Type.String({ maxLength: 255 })),
});
export const CanvaImportParams = Type.Object({ siteId: IdSchema, importId: IdSchema });

export const CANVA_IMPORT_STATES = ['exporting', 'importing', 'done', 'failed'] as const;
export type CanvaImportState = (typeof CANVA_IMPORT_STATES)[number];
/** One import: Canva's export job, then its files into the media library (pages done of total). */
export const CanvaImportSchema = Type.Object({
  _id: Type.String(),
  designId: Type.String(),
  title: Type.String(),
  format: CanvaImportFormatSchema,
  state: OneOf(CANVA_IMPORT_STATES),
  /** Files imported so far and how many Canva made (0 until the export is ready). */
  done: Type.Integer(),
  total: Type.Integer(),
  /** The media items made so far. */
  media: Type.Array(MediaItemSchema),
  /** Why it failed, in words for the admin. */
  message: Nullable(Type.String()),
  createdAt: Type.String(),
});

/** GET …/canva/imports: the site's latest imports, newest first (reading the list moves none of them on). */
export const CanvaImportsReplySchema = Type.Object({ imports: Type.Array(CanvaImportSchema) });

export type CanvaStatus = Static<typeof CanvaStatusSchema>;
export type CanvaConnectReply = Static<typeof CanvaConnectReplySchema>;
export type CanvaFinishBody = Static<typeof CanvaFinishBodySchema>;
export type CanvaDesignsQuery = Static<typeof CanvaDesignsQuerySchema>;
export type CanvaDesign = Static<typeof CanvaDesignSchema>;
export type CanvaDesignsReply = Static<typeof CanvaDesignsReplySchema>;
export type CanvaFormatsReply = Static<typeof CanvaFormatsReplySchema>;
export type CanvaImportBody = Static<typeof CanvaImportBodySchema>;
export type CanvaImport = Static<typeof CanvaImportSchema>;
export type CanvaImportsReply = Static<typeof CanvaImportsReplySchema>;
