/** Collects the demo's media files and their MediaItem records. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaItem } from '@laurel/domain';

export const SITE_ID = 'default';

export class MediaCollector {
  readonly items: MediaItem[] = [];
  constructor(private readonly dir: string) {}

  async add(id: string, fileName: string, data: Buffer, metadata: MediaItem['metadata']): Promise<MediaItem> {
    await writeFile(path.join(this.dir, fileName), data);
    // the real size of the file, whatever the caller wrote: srcset descriptors depend on it
    const { width, height } = await sharp(data).metadata();
    const mimeType = fileName.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const item: MediaItem = {
      _id: id,
      siteID: SITE_ID,
      uuid: id,
      url: `/api/v1/media/${SITE_ID}/${fileName}`,
      mimeType,
      isExternal: false,
      metadata: { ...metadata, width, height, size: data.length },
      type: 'image',
      hideInDAM: false,
      createdAt: '2026-01-15T12:00:00.000Z',
    };
    this.items.push(item);
    return item;
  }

  addExternal(id: string, url: string, name: string, externalType: 'youtube' | 'vimeo' | 'url'): MediaItem {
    const item: MediaItem = {
      _id: id,
      siteID: SITE_ID,
      uuid: id,
      url,
      mimeType: externalType === 'url' ? 'text/html' : 'video/external',
      isExternal: true,
      metadata: { name, externalType, tags: ['video'] },
      type: 'video',
      hideInDAM: false,
      createdAt: '2026-01-15T12:00:00.000Z',
    };
    this.items.push(item);
    return item;
  }
}
