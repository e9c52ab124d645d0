/** /sites/{siteId}/media… (the media library), /sites/{siteId}/entity-media and /media/{siteId}/{file}. */
import { Type, type Static } from '@sinclair/typebox';
import { MEDIA_PAGE_SIZE } from '../../rules/constants';
import { IdSchema, MediaItemSchema, MediaMetadataSchema, Nullable, OneOf } from '../common';
import { Strict } from './common';

export const MediaParams = Type.Object({ siteId: IdSchema, mediaId: IdSchema });
export const MediaFileParams = Type.Object({
  siteId: Type.String({ maxLength: 100 }),
  file: Type.String({ maxLength: 200 }),
});
/** A deleted item's file is served only with the preview signature the library's list of deleted items gives. */
export const MediaFileQuerySchema = Type.Object({ preview: Type.Optional(Type.String({ maxLength: 200 })) });
export const MediaSearchQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: MEDIA_PAGE_SIZE }),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(Type.String({ maxLength: 1000, description: 'comma-separated; every tag must match' })),
  hideInDAM: Type.Boolean({ default: false, description: 'true lists the deleted (hidden) media' }),
  /** Only these kinds (comma-separated): a photo picker asks for `image,video`, a flipbook's for `document`. */
  type: Type.Optional(
    Type.String({ pattern: '^(image|video|document)(,(image|video|document)){0,2}$', description: 'comma-separated' }),
  ),
  /**
   * Search by meaning (SPEC §7 searchMedia): the closest items to these words, at most 100, closest first.
   * Answered by words (as `text`) when the server has no embeddings provider or it fails; `search` says which.
   */
  vectorQuery: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
});
export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
/** How a media search was answered: by meaning (vectorQuery) or by words, and why not by meaning when asked. */
export const MediaSearchModeSchema = Type.Object({
  /** Whether this server can search by meaning (an embeddings provider is set up). */
  semanticAvailable: Type.Boolean(),
  answeredBy: OneOf(['meaning', 'words'] as const),
  /** Why a search by meaning was answered by words, in words for the editor; null otherwise. */
  note: Nullable(Type.String()),
});
export const MediaSearchReplySchema = Type.Object({
  media: Type.Array(MediaItemSchema),
  pagination: PaginationSchema,
  search: MediaSearchModeSchema,
});

export const ExternalMediaTypeSchema = Type.Union([
  Type.Literal('youtube'),
  Type.Literal('vimeo'),
  Type.Literal('url'),
]);
export const ExternalMediaBodySchema = Strict({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  externalType: ExternalMediaTypeSchema,
  name: Type.String({ maxLength: 500 }),
  /** The folder it is added for: required of an editor limited to folders (one of theirs). */
  categoryID: Type.Optional(IdSchema),
});

/** PATCH …/media/{mediaId}: metadata, and `hideInDAM` true deletes (softly), false restores. */
export const MediaPatchBodySchema = Strict({
  hideInDAM: Type.Optional(Type.Boolean()),
  metadata: Type.Optional(
    Type.Pick(MediaMetadataSchema, ['name', 'description', 'tags', 'fontWeight', 'focalPoint'], {
      additionalProperties: false,
    }),
  ),
});

/** GET …/media/{mediaId}/usage: the live documents that show a media item, and in which of their fields. */
export const MediaUsageSchema = Type.Object({
  documentType: Type.Union([Type.Literal('site'), Type.Literal('category'), Type.Literal('entry')]),
  documentId: Type.String(),
  /** The folder's name, the profile's name, or the site's name. */
  name: Type.String(),
  /** A profile's folder (to link to it). */
  categoryID: Type.Optional(Type.String()),
  fields: Type.Array(Type.String()),
});
export const MediaUsageReplySchema = Type.Object({ usedIn: Type.Array(MediaUsageSchema) });
export type MediaUsage = Static<typeof MediaUsageSchema>;
export type MediaUsageReply = Static<typeof MediaUsageReplySchema>;

/** The media fields of each document type: single-image fields take one id (none clears), lists take ids in order. */
export const ENTITY_MEDIA_FIELDS = {
  site: {
    single: ['primaryLogo', 'backgroundImage', 'genericImage'],
    list: ['sponsorImages', 'presentingSponsorImages', 'media'],
  },
  category: {
    single: ['background', 'cardBackground', 'defaultPersonCardBackground', 'coverImage', 'flipbook'],
    list: [],
  },
  entry: {
    single: ['headshot', 'background', 'cardBackground', 'recordInfo.recordImage', 'flipbook'],
    list: ['media'],
  },
} as const satisfies Record<string, { single: readonly string[]; list: readonly string[] }>;

export const EntityDocumentTypeSchema = Type.Union([
  Type.Literal('site'),
  Type.Literal('category'),
  Type.Literal('entry'),
]);
export const EntityMediaBodySchema = Strict({
  documentType: EntityDocumentTypeSchema,
  documentId: IdSchema,
  field: Type.String({ maxLength: 100 }),
  mediaIds: Type.Array(IdSchema, { maxItems: 200 }),
});

export type MediaSearchQuery = Static<typeof MediaSearchQuerySchema>;
export type Pagination = Static<typeof PaginationSchema>;
export type MediaSearchMode = Static<typeof MediaSearchModeSchema>;
export type MediaSearchReply = Static<typeof MediaSearchReplySchema>;
export type ExternalMediaType = Static<typeof ExternalMediaTypeSchema>;
export type ExternalMediaInput = Static<typeof ExternalMediaBodySchema>;
export type MediaPatch = Static<typeof MediaPatchBodySchema>;
export type EntityDocumentType = Static<typeof EntityDocumentTypeSchema>;
export type EntityMediaPatch = Static<typeof EntityMediaBodySchema>;
