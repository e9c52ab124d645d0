import { apiBaseUrl } from '@laurel/api-client';
import { apiUrl, type MediaItem } from '@laurel/domain';
import { sendWithProgress } from '../components/workroom/send-with-progress';

/** The types the API accepts (services/api media-service), for the file chooser and a check before sending. */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;

/** A file's name without its extension, as the library's first name for it. */
export const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/**
 * POST …/media with one file, reporting upload progress; resolves with the new media item. `categoryId`: the
 * folder it is uploaded into (a profile import names its folder; the admins' library names none).
 */
export async function uploadFile(
  siteId: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  categoryId?: string,
): Promise<MediaItem> {
  const body = new FormData();
  // Text fields before the file: the API reads them first.
  if (categoryId) body.append('categoryID', categoryId);
  body.append('file', file, file.name);
  const url = `${apiBaseUrl()}${apiUrl('POST /sites/:siteId/media', { siteId })}`;
  return (await sendWithProgress(url, body, { token, onProgress, failed: 'The upload failed' })) as MediaItem;
}
