/**
 * Media files in the database through the driver's GridFS (bucket `media`: collections media.files and
 * media.chunks), so every API replica on one database serves every file. A file's `filename` is its key; a write
 * adds a new file and then removes the key's older ones, so readers see the old bytes or the new, never a mix.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type Db, type GridFSFile, type ObjectId } from 'mongodb';
import type { BlobStore, ByteRange, StoredInfo } from './types';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class GridFsStore implements BlobStore {
  readonly kind = 'gridfs';
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = 'media') {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  localPath(): null {
    return null;
  }

  private async latest(key: string): Promise<GridFSFile | null> {
    const [file] = await this.bucket.find({ filename: key }).sort({ uploadDate: -1, _id: -1 }).limit(1).toArray();
    return file ?? null;
  }

  private async removeAll(key: string, keep?: ObjectId): Promise<void> {
    const files = await this.bucket.find({ filename: key }).toArray();
    for (const f of files) {
      if (keep && f._id.equals(keep)) continue;
      await this.bucket.delete(f._id).catch(() => undefined); // removed meanwhile by another replica
    }
  }

  async put(key: string, source: Readable): Promise<number> {
    const upload = this.bucket.openUploadStream(key);
    await pipeline(source, upload);
    await this.removeAll(key, upload.id);
    return upload.gridFSFile?.length ?? (await this.latest(key))?.length ?? 0;
  }

  async stat(key: string): Promise<StoredInfo | null> {
    const file = await this.latest(key);
    return file ? { size: file.length, etag: `"${file._id.toHexString()}"` } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = await this.latest(key);
    if (!file) throw new Error(`No stored file ${key}`);
    // GridFS ranges end before `end`; ours include it.
    return this.bucket.openDownloadStream(file._id, range ? { start: range.start, end: range.end + 1 } : {});
  }

  async remove(key: string): Promise<void> {
    await this.removeAll(key);
  }

  async rename(from: string, to: string): Promise<void> {
    const file = await this.latest(from);
    if (!file) throw new Error(`No stored file ${from}`);
    await this.bucket.rename(file._id, to);
    await this.removeAll(to, file._id);
    await this.removeAll(from);
  }

  async list(prefix: string): Promise<string[]> {
    const head = `${prefix}/`;
    const files = await this.bucket.find({ filename: { $regex: `^${escapeRegex(head)}[^/]+$` } }).toArray();
    return [...new Set(files.map((f) => f.filename.slice(head.length)))];
  }
}
