/** Media documents for tests that reference media by id (stored straight through the repository). */
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '@laurel/domain';

export function mediaItem(siteId: string, _id: string): MediaItem {
  return {
    _id,
    siteID: siteId,
    uuid: _id,
    url: `/api/v1/media/${siteId}/${_id}.jpg`,
    mimeType: 'image/jpeg',
    isExternal: false,
    metadata: { name: _id },
    type: 'image',
    hideInDAM: false,
  };
}

export async function addMedia(app: FastifyInstance, siteId: string, ...ids: string[]): Promise<MediaItem[]> {
  const items = ids.map((id) => mediaItem(siteId, id));
  await app.repos.media.insertMany(items);
  return items;
}
