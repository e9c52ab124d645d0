/** The media store the configuration names (config.ts), over the app's database for GridFS. */
import type { Db } from 'mongodb';
import type { MediaStoreConfig } from './config';
import { DiskStore } from './disk-store';
import { GridFsStore } from './gridfs-store';
import { S3Store } from './s3-store';
import type { BlobStore } from './types';

export function createMediaStore(config: MediaStoreConfig, db: Db, dataDir: string): BlobStore {
  if (config.kind === 'gridfs') return new GridFsStore(db);
  if (config.kind === 's3') return new S3Store(config);
  return new DiskStore(dataDir);
}

export { DiskStore, GridFsStore, S3Store };
export type { BlobStore, ByteRange, StoredInfo } from './types';
