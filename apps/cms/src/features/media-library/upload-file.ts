import { apiBaseUrl } from '@laurel/api-client';
import type { MediaItem } from '@laurel/domain';
import { sitePath } from '../content/api/paths';

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
 * POST …/media with one file, reporting upload progress (fetch cannot); resolves with the new media item or
 * rejects with the API's message.
 */
export function uploadFile(
  siteId: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}${sitePath(siteId, 'media')}`);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (MediaItem & { message?: string }) | null;
      if (xhr.status === 201 && body) resolve(body);
      else if (xhr.status === 401 || xhr.status === 403)
        reject(new Error('User does not have permissions to access this resource'));
      else reject(new Error(body?.message ?? `The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check the internet connection and try again.'));
    xhr.onabort = () => reject(new Error('Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
