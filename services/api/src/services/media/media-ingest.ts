/**
 * Turning a file already written to the site's media folder (an upload, an import from Canva) into a media
 * library item: checked by what its bytes are (not its name), renamed to `{id}.{ext}`, resized variants and
 * modern formats made for images, a PDF's cover (its first page) drawn as its variants, and the item stored
 * (with its vector for search by meaning, when an embeddings provider is set up). The caller removes the temp file afterwards.
 */
import { PDF_MIME_TYPE, type MediaItem } from '@laurel/domain';
import { badRequest, HttpError } from '../../plugins/app/http-errors';
import { mediaUrl } from '../../plugins/app/repositories/media-file-repository';
import { emitChange, type AuthedCtx } from '../context';
import { drawPdfCover } from '../pdf-cover';
import { embedMedia } from '../embeddings/media-embedding';

/** Content types accepted, by what the bytes are (not the file name). */
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
function assertDeclaredType(declared: string | undefined, detectedMime: string | undefined): void {
  const isPdf = detectedMime === PDF_MIME_TYPE;
  if (declared === PDF_MIME_TYPE && !isPdf) throw new HttpError(415, NOT_A_PDF);
  if (isPdf && declared && /^(image|video)\//.test(declared)) throw new HttpError(415, UNSUPPORTED_TYPE);
}

/**
 * A PDF's cover as its variants, and the drawing's size as the item's (services/pdf-cover); no variants (logged)
 * when its first page cannot be drawn.
 */
async function coverVariants(
  ctx: AuthedCtx,
  file: string,
): Promise<{ variants: Record<string, string>; width?: number; height?: number }> {
  const siteId = ctx.site.siteID;
  const cover = await ctx.app.repos.mediaFiles.withLocalCopy(siteId, file, (local) => drawPdfCover(local));
  if ('error' in cover) {
    ctx.app.log.warn({ siteId, file, reason: cover.error }, 'a PDF cover could not be drawn');
    return { variants: {} };
  }
  return ctx.app.repos.mediaFiles.makeCoverVariants(siteId, file, cover.png);
}

export interface StoredFile {
  /** The new item's id (also its file's name). */
  id: string;
  /** The temp file's name in the site's media folder. */
  temp: string;
  size: number;
  name: string;
  description?: string;
  tags?: string[];
  focalPoint?: { x: number; y: number };
  /** The folders it was uploaded into (editors limited to folders see only their folders' media). */
  categoryIDs?: string[];
  /** The content type the client declared, when it declared one (checked against the bytes). */
  declared?: string;
}

export async function ingestFile(ctx: AuthedCtx, input: StoredFile): Promise<MediaItem> {
  const siteId = ctx.site.siteID;
  const files = ctx.app.repos.mediaFiles;
  const { id, size } = input;
  if (size === 0) throw badRequest('The uploaded file is empty.');
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(await files.head(siteId, input.temp, 4100));
  assertDeclaredType(input.declared, detected?.mime);
  const kind = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !kind) throw new HttpError(415, UNSUPPORTED_TYPE);
  const file = `${id}.${detected.ext}`;
  await files.rename(siteId, input.temp, file);
  const made =
    kind === 'image'
      ? await files.makeVariants(siteId, file)
      : kind === 'document'
        ? await coverVariants(ctx, file)
        : { variants: {} };
  const item: MediaItem = {
    _id: id,
    siteID: siteId,
    uuid: id,
    url: mediaUrl(siteId, file),
    variants: made.variants,
    mimeType: detected.mime,
    isExternal: false,
    metadata: {
      name: (input.name || file).slice(0, 500),
      description: (input.description ?? '').slice(0, 5000),
      tags: (input.tags ?? []).slice(0, 100),
      size,
      ...(input.focalPoint ? { focalPoint: input.focalPoint } : {}),
      ...('width' in made ? { width: made.width, height: made.height } : {}),
    },
    type: kind,
    hideInDAM: false,
    createdAt: new Date().toISOString(),
    categoryIDs: input.categoryIDs ?? [],
  };
  await ctx.app.repos.media.insertOne(item);
  await embedMedia(ctx.app, [item]);
  emitChange(ctx, 'media', id);
  return item;
}
