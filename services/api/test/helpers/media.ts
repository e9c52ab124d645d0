/** Media documents for tests that reference media by id (stored straight through the repository). */
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '@laurel/domain';

export function mediaItem(siteID: string, _id: string): MediaItem {
  return {
    _id,
    siteID,
    uuid: _id,
    url: `/api/v1/media/${siteID}/${_id}.jpg`,
    mimeType: 'image/jpeg',
    isExternal: false,
    metadata: { name: _id },
    type: 'image',
    hideInDAM: false,
  };
}

export async function addMedia(app: FastifyInstance, siteID: string, ...ids: string[]): Promise<MediaItem[]> {
  const items = ids.map((id) => mediaItem(siteID, id));
  await app.repos.media.insertMany(items);
  return items;
}
