/**
 * The three media stores keep the same promises (services/media-store): a write replaces, `stat` gives the size
 * and an ETag that changes with the bytes, byte ranges are inclusive, rename and list work under a prefix, and
 * removing is quiet about missing files. GridFS on the embedded database through the real driver; S3 against a
 * local stand-in speaking the S3 HTTP API (signed requests checked).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@laurel/embedded-mongo';
import { DiskStore, GridFsStore, S3Store, type BlobStore } from '../../src/services/media-store';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';

jest.setTimeout(60_000);

const text = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};
const put = (store: BlobStore, key: string, value: string) => store.put(key, Readable.from([Buffer.from(value)]));

let db: EmbeddedMongo;
let client: MongoClient;
let s3: S3StandIn;
const dir = mkdtempSync(join(tmpdir(), 'laurel-stores-'));

beforeAll(async () => {
  db = await startEmbeddedMongo();
  client = await MongoClient.connect(db.uri);
  s3 = await startS3StandIn('laurel-stores', 'school/');
});
afterAll(async () => {
  await client.close();
  await db.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ['disk', () => new DiskStore(dir)],
  ['gridfs', () => new GridFsStore(client.db('stores'))],
  ['s3', () => new S3Store(s3.config)],
];

describe.each(stores)('the %s store', (_kind, make) => {
  it('writes, replaces, reads ranges, renames, lists and removes', async () => {
    const store = make();
    expect(await store.stat('media/s1/a.jpg')).toBeNull();
    expect(await put(store, 'media/s1/a.jpg', '0123456789')).toBe(10);
    const first = await store.stat('media/s1/a.jpg');
    expect(first).toEqual({ size: 10, etag: expect.stringMatching(/^".+"$/) });
    expect(await text(await store.read('media/s1/a.jpg'))).toBe('0123456789');
    expect(await text(await store.read('media/s1/a.jpg', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await store.read('media/s1/a.jpg', { start: 9, end: 9 }))).toBe('9');

    // A new write replaces the bytes and the ETag.
    await new Promise((r) => setTimeout(r, 5));
    expect(await put(store, 'media/s1/a.jpg', 'abcdef')).toBe(6);
    const second = await store.stat('media/s1/a.jpg');
    expect(second?.size).toBe(6);
    expect(second?.etag).not.toBe(first?.etag);
    expect(await text(await store.read('media/s1/a.jpg'))).toBe('abcdef');

    await put(store, 'media/s1/b.upload', 'temp');
    await put(store, 'media/s2/c.jpg', 'other site');
    await store.rename('media/s1/b.upload', 'media/s1/b.png');
    expect(await store.stat('media/s1/b.upload')).toBeNull();
    expect(await text(await store.read('media/s1/b.png'))).toBe('temp');
    expect((await store.list('media/s1')).sort()).toEqual(['a.jpg', 'b.png']);
    expect(await store.list('media/none')).toEqual([]);

    await store.remove('media/s1/a.jpg');
    await store.remove('media/s1/never-was.jpg');
    expect(await store.stat('media/s1/a.jpg')).toBeNull();
    expect(await store.list('media/s1')).toEqual(['b.png']);
  });
});
