/**
 * A local stand-in for S3 (s3rver: the S3 HTTP API with signature checks, files in a temp folder) with one
 * bucket, and the media store settings that point at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { MediaStoreConfig } from '../../src/services/media-store/config';

export interface S3StandIn {
  config: MediaStoreConfig & { kind: 's3' };
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'laurel-media', prefix = ''): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 'laurel-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address: AddressInfo = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
