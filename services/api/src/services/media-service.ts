/**
 * Media operations: uploads (streamed to disk, checked by content, size-limited, resized variants),
 * external media references, library search, metadata patches and soft delete/restore via hideInDAM.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  PDF_MIME_TYPE,
  type ExternalMediaInput,
  type MediaItem,
  type MediaPatch,
  type MediaSearchQuery,
  type MediaSearchReply,
} from '@laurel/domain';
import { badRequest, HttpError, notFound } from '../plugins/app/http-errors';
import { mediaUrl } from '../plugins/app/repositories/media-file-repository';
import { emitChange, type AuthedCtx } from './context';
import { logDeleted } from './deleted-service';
import { externalMedia } from './media-external';
import { readUploadForm } from './upload-form';
import { withPreviewUrls } from './media-access';

/** Content types accepted for upload, by what the bytes are (not the file name). */
const ACCEPTED: Record<string, MediaItem['type']> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  [PDF_MIME_TYPE]: 'document',
};
export const UNSUPPORTED_TYPE =
  'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, an MP4, WebM or QuickTime video, or a PDF.';
export const NOT_A_PDF =
  'This file is not a PDF: its content does not start like a PDF document. Export it again as a PDF and upload that file.';

/** A file sent as a PDF must be one, and a PDF must not come disguised as a photo or a video. */
function assertDeclaredType(declared: string, detectedMime: string | undefined): void {
  const isPdf = detectedMime === PDF_MIME_TYPE;
  if (declared === PDF_MIME_TYPE && !isPdf) throw new HttpError(415, NOT_A_PDF);
  if (isPdf && /^(image|video)\//.test(declared)) throw new HttpError(415, UNSUPPORTED_TYPE);
}

export const NO_SEMANTIC_SEARCH =
  'Semantic search (vectorQuery) is not available on this server: no embedding model is installed. Search by text or tags instead.';
export const mediaNotFound = (mediaId: string) => `No media item exists with id ${mediaId}`;

/** The upload's `focalPoint` field, "x,y" in percent (0–100 each), stored as 0–1; anything else is refused. */
export function focalPointField(value: string | undefined): { focalPoint?: { x: number; y: number } } {
  if (value === undefined || value.trim() === '') return {};
  const [x, y, ...rest] = value.split(',').map((v) => Number(v.trim()));
  const ok = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;
  if (rest.length || !ok(x) || !ok(y)) throw badRequest('focalPoint must be "x,y" with two numbers from 0 to 100.');
  return { focalPoint: { x: Math.round(x * 100) / 10000, y: Math.round(y * 100) / 10000 } };
}

const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The media library: the site's media (or its deleted media), newest first, a page at a time. */
export async function searchMedia(ctx: AuthedCtx, query: MediaSearchQuery): Promise<MediaSearchReply> {
  if (query.vectorQuery !== undefined) throw badRequest(NO_SEMANTIC_SEARCH);
  const { page, limit } = query;
  const { items, total } = await ctx.app.repos.media.search({
    siteId: ctx.site.siteID,
    page,
    limit,
    text: query.text?.trim().toLowerCase() || undefined,
    tags: commaList(query.tags),
    hideInDAM: query.hideInDAM,
    types: commaList(query.type),
  });
  return {
    media: items.map((item) => withPreviewUrls(ctx.app, item)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** A temp file of an upload being read. */
interface Received {
  temp: string;
  /** The content type the browser declared for the part. */
  declared: string;
  size: number;
  truncated: boolean;
}

/** POST /sites/{siteId}/media: the "file" part streamed to a temp file, checked by content, kept with its variants. */
export async function uploadMedia(ctx: AuthedCtx, request: FastifyRequest): Promise<MediaItem> {
  const siteId = ctx.site.siteID;
  const files = ctx.app.repos.mediaFiles;
  const id = randomUUID();
  const temp = `${id}.upload`;
  const form = await readUploadForm<Received>(
    request,
    { fileSize: ctx.app.config.mediaMaxBytes },
    async (part) => {
      try {
        const size = await files.write(siteId, temp, part.file);
        return { temp, declared: part.mimetype.toLowerCase(), size, truncated: part.file.truncated };
      } catch (err) {
        await files.remove(siteId, temp);
        throw err;
      }
    },
    (received) => files.remove(siteId, received.temp),
  );
  const { size, truncated, declared } = form.file;
  try {
    if (truncated) {
      const mb = Math.round((ctx.app.config.mediaMaxBytes / 1024 / 1024) * 10) / 10;
      throw new HttpError(413, `The file is larger than the upload limit of ${mb} MB.`);
    }
    if (size === 0) throw badRequest('The uploaded file is empty.');
    const focal = focalPointField(form.fields.focalPoint);
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(await files.head(siteId, temp, 4100));
    assertDeclaredType(declared, detected?.mime);
    const kind = detected ? ACCEPTED[detected.mime] : undefined;
    if (!detected || !kind) throw new HttpError(415, UNSUPPORTED_TYPE);
    const file = `${id}.${detected.ext}`;
    await files.rename(siteId, temp, file);
    const made = kind === 'image' ? await files.makeVariants(siteId, file) : { variants: {} };
    const item: MediaItem = {
      _id: id,
      siteID: siteId,
      uuid: id,
      url: mediaUrl(siteId, file),
      variants: made.variants,
      mimeType: detected.mime,
      isExternal: false,
      metadata: {
        name: (form.filename || file).slice(0, 500),
        description: (form.fields.description ?? '').slice(0, 5000),
        tags: commaList(form.fields.tags).slice(0, 100),
        size,
        ...focal,
        ...('width' in made ? { width: made.width, height: made.height } : {}),
      },
      type: kind,
      hideInDAM: false,
      createdAt: new Date().toISOString(),
    };
    await ctx.app.repos.media.insertOne(item);
    emitChange(ctx, 'media', id);
    return item;
  } finally {
    await files.remove(siteId, temp);
  }
}

export async function addExternalMedia(ctx: AuthedCtx, input: ExternalMediaInput): Promise<MediaItem> {
  const item = externalMedia(ctx.site.siteID, input);
  await ctx.app.repos.media.insertOne(item);
  emitChange(ctx, 'media', item._id);
  return item;
}

export async function patchMedia(ctx: AuthedCtx, mediaId: string, patch: MediaPatch): Promise<MediaItem> {
  const { media } = ctx.app.repos;
  const current = await media.byIdInSite(ctx.site.siteID, mediaId);
  if (!current) throw notFound(mediaNotFound(mediaId));
  const paths: Record<string, unknown> = {};
  if (patch.hideInDAM !== undefined) paths.hideInDAM = patch.hideInDAM;
  for (const [key, value] of Object.entries(patch.metadata ?? {})) paths[`metadata.${key}`] = value;
  if (Object.keys(paths).length === 0) return current;
  const updated = await media.setMetadata(mediaId, paths);
  // Deleting from the library (hideInDAM) lists the item in recently deleted; restoring takes it off.
  if (patch.hideInDAM === true && !current.hideInDAM) {
    await logDeleted(ctx, [{ documentType: 'media', documentId: mediaId, name: current.metadata?.name || mediaId }]);
  } else if (patch.hideInDAM === false && current.hideInDAM) {
    await ctx.app.repos.deleted.markRestored(ctx.site.siteID, 'media', mediaId);
  }
  emitChange(ctx, 'media', mediaId);
  return updated!;
}
