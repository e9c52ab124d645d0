/**
 * Media operations: uploads (streamed to disk, checked by content, size-limited, resized variants),
 * external media references, library search, metadata patches and soft delete/restore via hideInDAM.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { MediaItem, MediaMetadata } from '@laurel/domain';
import { badRequest, HttpError, notFound } from '../plugins/app/http-errors';
import { MediaFileRepository, mediaUrl } from '../plugins/app/media-file-repository';
import { MediaRepository, type MediaSearch } from '../plugins/app/media-repository';
import { mediaDirOf } from '../site-io/media-dir';
import { externalMedia, type ExternalMediaInput } from './media-external';

/** Content types accepted for upload, by what the bytes are (not the file name). */
const ACCEPTED: Record<string, 'image' | 'video'> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
};
export const UNSUPPORTED_TYPE =
  'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or QuickTime video.';

export const MEDIA_NOT_FOUND = (id: string) => `No media item exists with id ${id}`;

export interface MetadataPatch {
  hideInDAM?: boolean;
  metadata?: Pick<MediaMetadata, 'name' | 'description' | 'tags' | 'fontWeight' | 'focalPoint'>;
}

const fieldValue = (part: MultipartFile, name: string): string | undefined => {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
};

export class MediaService {
  readonly items: MediaRepository;
  readonly files: MediaFileRepository;

  constructor(private readonly app: FastifyInstance) {
    this.items = new MediaRepository(app.mongo.db);
    this.files = new MediaFileRepository(mediaDirOf(app.config.dataDir));
  }

  async search(query: MediaSearch) {
    const { items, total } = await this.items.search(query);
    return {
      media: items,
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async upload(siteID: string, part: MultipartFile): Promise<MediaItem> {
    const id = randomUUID();
    const temp = `${id}.upload`;
    const size = await this.files.write(siteID, temp, part.file);
    try {
      if (part.file.truncated) {
        const mb = Math.round((this.app.config.mediaMaxBytes / 1024 / 1024) * 10) / 10;
        throw new HttpError(413, `The file is larger than the upload limit of ${mb} MB.`);
      }
      if (size === 0) throw badRequest('The uploaded file is empty.');
      const { fileTypeFromBuffer } = await import('file-type');
      const detected = await fileTypeFromBuffer(await this.files.head(siteID, temp, 4100));
      const kind = detected ? ACCEPTED[detected.mime] : undefined;
      if (!detected || !kind) throw new HttpError(415, UNSUPPORTED_TYPE);
      const file = `${id}.${detected.ext}`;
      await this.files.rename(siteID, temp, file);
      const made = kind === 'image' ? await this.files.makeVariants(siteID, file) : { variants: {} };
      const tags = (fieldValue(part, 'tags') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 100);
      const item: MediaItem = {
        _id: id,
        siteID,
        uuid: id,
        url: mediaUrl(siteID, file),
        variants: made.variants,
        mimeType: detected.mime,
        isExternal: false,
        metadata: {
          name: (part.filename || file).slice(0, 500),
          description: (fieldValue(part, 'description') ?? '').slice(0, 5000),
          tags,
          size,
          ...('width' in made ? { width: made.width, height: made.height } : {}),
        },
        type: kind,
        hideInDAM: false,
        createdAt: new Date().toISOString(),
      };
      await this.items.insertOne(item);
      this.app.events.emit({ siteId: siteID, kind: 'media', id });
      return item;
    } finally {
      await this.files.remove(siteID, temp);
    }
  }

  async addExternal(siteID: string, input: ExternalMediaInput): Promise<MediaItem> {
    const item = externalMedia(siteID, input);
    await this.items.insertOne(item);
    this.app.events.emit({ siteId: siteID, kind: 'media', id: item._id });
    return item;
  }

  async patch(siteID: string, mediaId: string, patch: MetadataPatch): Promise<MediaItem> {
    const current = await this.items.findOne({ _id: mediaId as never, siteID });
    if (!current) throw notFound(MEDIA_NOT_FOUND(mediaId));
    const set: Record<string, unknown> = {};
    if (patch.hideInDAM !== undefined) set.hideInDAM = patch.hideInDAM;
    for (const [key, value] of Object.entries(patch.metadata ?? {})) set[`metadata.${key}`] = value;
    if (Object.keys(set).length === 0) return current;
    const updated = await this.items.updateById(mediaId, { $set: set });
    this.app.events.emit({ siteId: siteID, kind: 'media', id: mediaId });
    return updated!;
  }
}
