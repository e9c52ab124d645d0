/** External media (YouTube, Vimeo, plain URLs) stored as references: checked, never fetched. */
import { randomUUID } from 'node:crypto';
import type { ExternalMediaInput, MediaItem } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';

const HOSTS: Record<'youtube' | 'vimeo', RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i,
  vimeo: /(^|\.)vimeo\.com$/i,
};
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

export function externalMedia(siteId: string, input: ExternalMediaInput): MediaItem {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw badRequest(`"${input.url}" is not a valid URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badRequest('External media must be an http or https URL.');
  if (input.externalType !== 'url' && !HOSTS[input.externalType].test(url.hostname)) {
    throw badRequest(`"${input.url}" is not a ${input.externalType === 'youtube' ? 'YouTube' : 'Vimeo'} URL.`);
  }
  const isImage = input.externalType === 'url' && IMAGE_EXT.test(url.pathname);
  const id = randomUUID();
  return {
    _id: id,
    siteID: siteId,
    uuid: id,
    url: url.toString(),
    mimeType: input.externalType === 'url' ? (isImage ? 'image/*' : 'text/html') : `video/${input.externalType}`,
    isExternal: true,
    metadata: { name: input.name, externalType: input.externalType, tags: [] },
    type: isImage ? 'image' : 'video',
    hideInDAM: false,
    createdAt: new Date().toISOString(),
  };
}
