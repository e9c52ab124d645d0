/**
 * Media files in S3-compatible object storage (MEDIA_STORE=s3: AWS S3, MinIO, Ceph, R2…) through the AWS SDK.
 * A write is spooled to a temporary file first (object stores want its length up front), then sent in one PUT.
 * Checksums are sent and checked only where the API requires them: S3-compatible servers differ in the rest.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StoreConfig } from './config';
import type { BlobStore, ByteRange, StoredInfo } from './types';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export class S3Store implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3StoreConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${key}`;
  }

  localPath(): null {
    return null;
  }

  async put(key: string, source: Readable): Promise<number> {
    const spool = path.join(tmpdir(), `laurel-s3-${process.pid}-${randomUUID()}`);
    try {
      await pipeline(source, createWriteStream(spool));
      const { size } = await stat(spool);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(spool),
          ContentLength: size,
        }),
      );
      return size;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async stat(key: string): Promise<StoredInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      const etag = head.ETag ?? `"${head.ContentLength}-${head.LastModified?.getTime() ?? 0}"`;
      return { size: head.ContentLength ?? 0, etag: etag.startsWith('"') ? etag : `"${etag}"` };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async rename(from: string, to: string): Promise<void> {
    const source = `${this.config.bucket}/${this.objectKey(from).split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(to), CopySource: source }),
    );
    await this.remove(from);
  }

  async list(prefix: string): Promise<string[]> {
    const head = this.objectKey(`${prefix}/`);
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: head,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(head.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }
}
