/** Media files in a folder (DATA_DIR): the embedded default, for one process on one machine. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteRange, StoredInfo } from './types';

export class DiskStore implements BlobStore {
  readonly kind = 'disk';
  constructor(readonly root: string) {}

  localPath(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: Readable): Promise<number> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(source, createWriteStream(target));
    return (await stat(target)).size;
  }

  async stat(key: string): Promise<StoredInfo | null> {
    try {
      const s = await stat(this.localPath(key));
      return s.isFile()
        ? { size: s.size, etag: `"${s.size.toString(16)}-${Math.round(s.mtimeMs).toString(16)}"` }
        : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.localPath(key), range);
  }

  async remove(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async rename(from: string, to: string): Promise<void> {
    await mkdir(path.dirname(this.localPath(to)), { recursive: true });
    await rename(this.localPath(from), this.localPath(to));
  }

  async list(prefix: string): Promise<string[]> {
    try {
      const entries = await readdir(this.localPath(prefix), { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => e.name);
    } catch {
      return [];
    }
  }
}
