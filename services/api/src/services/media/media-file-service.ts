/**
 * GET /media/{siteId}/{file}: what to answer for a media file (or another stored file: uploaded fonts) — its type,
 * cache headers and ETag, 304 for a current copy, the whole file or one byte range, streamed from the media store.
 */
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from '../../plugins/app/http-errors';
import type { MediaFileRepository } from '../../plugins/app/repositories/media-file-repository';
import type { ByteRange, StoredInfo } from '../media-store';

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
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string | number>;
  body?: Readable;
}

/** Whether an If-None-Match header names this ETag (or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()));

/** The request headers a stored file's answer depends on. */
export type StoredFileRequest = Pick<IncomingHttpHeaders, 'range' | 'if-none-match'> & {
  'if-range'?: string | string[];
};

/**
 * A stored file's answer: 304 when the client's copy is current (If-None-Match), the asked byte range (206; 416
 * when it lies past the end; a range is honoured only when If-Range, if sent, names the current ETag), or the
 * whole file, streamed from the store with its ETag.
 */
export async function storedFileAnswer(
  info: StoredInfo,
  open: (range?: ByteRange) => Promise<Readable>,
  baseHeaders: Record<string, string | number>,
  request: StoredFileRequest,
): Promise<MediaFileAnswer> {
  const { size, etag } = info;
  const headers: Record<string, string | number> = { ...baseHeaders, etag, 'accept-ranges': 'bytes' };
  if (matches(request['if-none-match'], etag)) return { status: 304, headers };
  const ifRange = request['if-range'];
  const range = ifRange && String(ifRange) !== etag ? null : parseRange(request.range, size);
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } };
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': range.end - range.start + 1,
      },
      body: await open(range),
    };
  }
  return { status: 200, headers: { ...headers, 'content-length': size }, body: await open() };
}

/** The file (or the asked range of it) with its headers; 404 for unknown files and types. */
export async function mediaFileAnswer(
  files: MediaFileRepository,
  siteId: string,
  file: string,
  request: StoredFileRequest,
): Promise<MediaFileAnswer> {
  const type = TYPES[path.extname(file).toLowerCase()];
  const info = type ? await files.stat(siteId, file) : null;
  if (!info || !type) throw notFound(mediaFileNotFound(siteId, file));
  const headers: Record<string, string | number> = {
    'content-type': type,
    // Media names are chosen once (a new upload gets a new uuid) and never change content; a calendar file is re-read.
    'cache-control': file.endsWith('.ics') ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // A PDF opened on its own runs in a sandbox (no scripts, no forms, no same-origin access).
    ...(type === 'application/pdf' ? { 'content-security-policy': 'sandbox' } : {}),
  };
  return storedFileAnswer(info, (range) => files.open(siteId, file, range), headers, request);
}
