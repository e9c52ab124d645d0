/**
 * Where media files live (originals, variants, PDF covers, uploaded fonts): a store of named files. Keys are
 * `media/{siteId}/{file}` and `fonts/{siteId}/{file}`, with names the server chose (checked before they get here).
 * Three kinds (docs/decisions.md, Media storage): a folder on disk (the embedded default), GridFS in the database
 * (the default with MONGODB_URI: every replica sees every file) and S3-compatible object storage.
 */
import type { Readable } from 'node:stream';

export interface StoredInfo {
  size: number;
  /** A strong validator, quoted as in an ETag header; a new write of the same key gives a new one. */
  etag: string;
}

/** An inclusive byte range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobStore {
  readonly kind: 'disk' | 'gridfs' | 's3';
  /** Streams `source` into `key` (replacing what was there); returns the bytes written. */
  put(key: string, source: Readable): Promise<number>;
  stat(key: string): Promise<StoredInfo | null>;
  /** The file or one inclusive range of it (the caller checked the range against `stat`). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Moves `from` to `to` (replacing `to`). */
  rename(from: string, to: string): Promise<void>;
  /** The names of the files directly under `prefix/` (without the prefix). */
  list(prefix: string): Promise<string[]>;
  /** The file's path on this machine when the store is a folder (tools that read files use it directly). */
  localPath(key: string): string | null;
}
