/** docs/api.md, "Media": these routes' contracts (see ./contract.ts). */
import {
  EntityMediaBodySchema,
  ExternalMediaBodySchema,
  MediaFileParams,
  MediaFileQuerySchema,
  MediaItemSchema,
  MediaParams,
  MediaPatchBodySchema,
  MediaSearchQuerySchema,
  MediaSearchReplySchema,
  MediaUsageReplySchema,
  SiteParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const mediaContracts = {
  'GET /sites/:siteId/media': {
    access: 'editor',
    tags: ['media'],
    summary: 'Search the media library',
    params: SiteParams,
    query: MediaSearchQuerySchema,
    response: { 200: MediaSearchReplySchema },
    doc: {
      input:
        '`?page=&limit=24&text=&tags=&hideInDAM=&type=` `type`: `image`, `video`, `document` (comma-separated); `vectorQuery`: search by meaning (≤ 100 closest, closest first; by words when no embeddings provider is set up or it fails)',
      reply:
        "`{media: MediaItem[], pagination: {page, limit, total, totalPages}, search: {semanticAvailable, answeredBy: 'meaning'|'words', note}}`",
    },
  },
  'POST /sites/:siteId/media': {
    access: 'editor',
    tags: ['media'],
    summary: 'Upload a file (multipart field "file"; fields "description" and "tags" before it)',
    params: SiteParams,
    response: { 201: MediaItemSchema },
    consumes: ['multipart/form-data'],
    doc: {
      input:
        "multipart `file` (+ `description`, `tags`, `focalPoint`, `categoryID`: the folder it goes into, required of a folder-limited editor): JPEG, PNG, WebP, GIF, AVIF, MP4, WebM, QuickTime or PDF (`type: 'document'`), judged by its bytes; 415 for anything else, for a file sent as `application/pdf` that is not a PDF, and for a PDF sent as a photo or video; 413 over `MEDIA_MAX_BYTES`",
      reply: '201 `MediaItem`',
    },
  },
  'POST /sites/:siteId/media/external': {
    access: 'editor',
    tags: ['media'],
    summary: 'Add a YouTube, Vimeo or plain URL as external media',
    params: SiteParams,
    body: ExternalMediaBodySchema,
    response: { 201: MediaItemSchema },
    doc: {
      input: '`{url, externalType, name, categoryID?}`',
      reply: '201 `MediaItem`',
    },
  },
  'GET /sites/:siteId/media/:mediaId/usage': {
    access: 'editor',
    tags: ['media'],
    summary: 'Where the media item is shown: the site, folders and profiles, and their fields',
    params: MediaParams,
    response: { 200: MediaUsageReplySchema },
    doc: {
      reply: '`{usedIn: [{documentType, documentId, name, categoryID?, fields}]}`',
    },
  },
  'PATCH /sites/:siteId/media/:mediaId': {
    access: 'editor',
    tags: ['media'],
    summary: 'Patch metadata; hideInDAM true deletes (softly), false restores',
    params: MediaParams,
    body: MediaPatchBodySchema,
    response: { 200: MediaItemSchema },
    doc: {
      input: '`{hideInDAM?, metadata?}` (name, description, tags, fontWeight, focalPoint `{x, y}` 0–1)',
      reply: '`MediaItem`',
    },
  },
  'PATCH /sites/:siteId/entity-media': {
    access: 'editor',
    tags: ['media'],
    summary: 'Set a media field of the site, a folder or an entry from media ids',
    params: SiteParams,
    body: EntityMediaBodySchema,
    doc: {
      input:
        "`{documentType, documentId, field, mediaIds}`; a folder's or entry's `flipbook` takes one PDF, every other field refuses a PDF (400)",
      reply: 'the patched document',
    },
  },
  'GET /media/:siteId/:file': {
    access: 'public',
    tags: ['media'],
    summary: 'A media file or resized variant (cached for a year: file names never change content)',
    params: MediaFileParams,
    query: MediaFileQuerySchema,
    doc: {
      input: '`?preview=` (signed for an hour: the URLs of deleted items in the library carry it); `Range: bytes=…`',
      reply:
        "the file (long-lived cache headers and an `ETag`: 304 for `If-None-Match`; a PDF with `Content-Security-Policy: sandbox`), 206 for a range; 404 for a deleted item's file",
    },
  },
} as const satisfies ContractTable;

export const mediaSection = { id: 'media', title: 'Media', routes: mediaContracts } as const;
