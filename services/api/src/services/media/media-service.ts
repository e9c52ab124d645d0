/**
 * Media operations: uploads (streamed to disk, checked by content, size-limited, resized variants),
 * external media references, library search, metadata patches and soft delete/restore via hideInDAM.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ExternalMediaInput, MediaItem, MediaPatch, MediaSearchQuery, MediaSearchReply } from '@laurel/domain';
import { badRequest, HttpError } from '../../plugins/app/http-errors';
import { emitChange, type AuthedCtx } from '../context';
import { logDeleted } from '../deleted/deleted-service';
import { externalMedia } from './media-external';
import { readUploadForm } from './upload-form';
import { ingestFile } from './media-ingest';
import { withPreviewUrls } from './media-access';
import { mediaFolderScope, newMediaFolders, visibleMediaItem } from './media-scope';
import type { MediaSearch } from '../../plugins/app/repositories/media-repository';
import { embedMedia } from '../embeddings/media-embedding';
import { searchByMeaning } from '../embeddings/semantic-search';

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

/**
 * The media library: the site's media (or its deleted media), newest first, a page at a time; for an editor
 * limited to folders only the items of their folders (media-scope).
 */
export async function searchMedia(ctx: AuthedCtx, query: MediaSearchQuery): Promise<MediaSearchReply> {
  const { page, limit } = query;
  const scope = await mediaFolderScope(ctx);
  const q: MediaSearch = {
    siteId: ctx.site.siteID,
    page,
    limit,
    text: query.text?.trim().toLowerCase() || undefined,
    tags: commaList(query.tags),
    hideInDAM: query.hideInDAM,
    types: commaList(query.type),
    ...(scope ? { folderIds: scope } : {}),
  };
  const { items, total, search } = query.vectorQuery?.trim()
    ? await searchByMeaning(ctx, q, query.vectorQuery)
    : {
        ...(await ctx.app.repos.media.search(q)),
        search: { semanticAvailable: ctx.app.config.embeddings !== null, answeredBy: 'words' as const, note: null },
      };
  return {
    media: items.map((item) => withPreviewUrls(ctx.app, item)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    search,
  };
}

/** A temp file of an upload being read. */
interface Received {
  temp: string;
  /** The content type the client declared for the file part. */
  declared: string;
  size: number;
  truncated: boolean;
}

/**
 * POST /sites/{siteId}/media: the "file" part streamed to a temp file, checked by content, kept with its
 * variants. The field `categoryID` names the folder it is uploaded into (required of a limited editor).
 */
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
    const categoryIDs = await newMediaFolders(ctx, form.fields.categoryID);
    if (truncated) {
      const mb = Math.round((ctx.app.config.mediaMaxBytes / 1024 / 1024) * 10) / 10;
      throw new HttpError(413, `The file is larger than the upload limit of ${mb} MB.`);
    }
    return await ingestFile(ctx, {
      id,
      temp,
      size,
      name: form.filename,
      description: form.fields.description,
      tags: commaList(form.fields.tags),
      ...focalPointField(form.fields.focalPoint),
      categoryIDs,
      declared,
    });
  } finally {
    await files.remove(siteId, temp);
  }
}

export async function addExternalMedia(ctx: AuthedCtx, input: ExternalMediaInput): Promise<MediaItem> {
  const categoryIDs = await newMediaFolders(ctx, input.categoryID);
  const item: MediaItem = { ...externalMedia(ctx.site.siteID, input), categoryIDs };
  await ctx.app.repos.media.insertOne(item);
  await embedMedia(ctx.app, [item]);
  emitChange(ctx, 'media', item._id);
  return item;
}

export async function patchMedia(ctx: AuthedCtx, mediaId: string, patch: MediaPatch): Promise<MediaItem> {
  const { media } = ctx.app.repos;
  const current = await visibleMediaItem(ctx, mediaId);
  const paths: Record<string, unknown> = {};
  if (patch.hideInDAM !== undefined) paths.hideInDAM = patch.hideInDAM;
  for (const [key, value] of Object.entries(patch.metadata ?? {})) paths[`metadata.${key}`] = value;
  if (Object.keys(paths).length === 0) return current;
  const updated = await media.setMetadata(mediaId, paths);
  // Its vector is made of its name, description and tags: a change to any of them makes it anew.
  if (updated && Object.keys(patch.metadata ?? {}).some((k) => ['name', 'description', 'tags'].includes(k)))
    await embedMedia(ctx.app, [updated]);
  // Deleting from the library (hideInDAM) lists the item in recently deleted; restoring takes it off.
  if (patch.hideInDAM === true && !current.hideInDAM) {
    await logDeleted(ctx, [{ documentType: 'media', documentId: mediaId, name: current.metadata?.name || mediaId }]);
  } else if (patch.hideInDAM === false && current.hideInDAM) {
    await ctx.app.repos.deleted.markRestored(ctx.site.siteID, 'media', mediaId);
  }
  emitChange(ctx, 'media', mediaId);
  return updated!;
}
