/** GET /media/{siteId}/{file}: what to answer for a media file — its type and cache headers, the whole file or one byte range. */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from '../plugins/app/http-errors';
import type { MediaFileRepository } from '../plugins/app/repositories/media-file-repository';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (videos seek with these); others get the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export const mediaFileNotFound = (siteId: string, file: string) => `No media file ${siteId}/${file}`;

export interface MediaFileAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string | number>;
  body?: Readable;
}

/** The file (or the asked range of it) with its headers; 404 for unknown files and types. */
export async function mediaFileAnswer(
  files: MediaFileRepository,
  siteId: string,
  file: string,
  rangeHeader: string | undefined,
): Promise<MediaFileAnswer> {
  const size = await files.size(siteId, file);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (size === null || !type) throw notFound(mediaFileNotFound(siteId, file));
  const headers: Record<string, string | number> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': file.endsWith('.ics') ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // A PDF opened on its own runs in a sandbox (no scripts, no forms, no same-origin access).
    ...(type === 'application/pdf' ? { 'content-security-policy': 'sandbox' } : {}),
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } };
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': range.end - range.start + 1,
      },
      body: files.open(siteId, file, range),
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': size }, body: files.open(siteId, file) };
}
