/**
 * `npm run media:move` (services/media-store/move.ts): a site's media and font files on disk are copied into
 * GridFS (embedded database, real driver), byte for byte; a second run copies nothing; temp uploads stay behind.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@laurel/embedded-mongo';
import { DiskStore, GridFsStore } from '../../src/services/media-store';
import { moveMediaFromDisk } from '../../src/services/media-store/move';

jest.setTimeout(60_000);

let db: EmbeddedMongo;
let client: MongoClient;
const dir = mkdtempSync(join(tmpdir(), 'laurel-move-'));

beforeAll(async () => {
  db = await startEmbeddedMongo();
  client = await MongoClient.connect(db.uri);
});
afterAll(async () => {
  await client.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

it('copies every media and font file once, and leaves the disk as it was', async () => {
  const files: Record<string, string> = {
    'media/default/a1.jpg': 'photo bytes',
    'media/default/a1-w320.webp': 'variant bytes',
    'media/other/b2.pdf': '%PDF-1.4 document',
    'fonts/default/Husky Sans-700.woff2': 'wOF2 font',
  };
  for (const [key, body] of Object.entries(files)) {
    mkdirSync(join(dir, key, '..'), { recursive: true });
    writeFileSync(join(dir, key), body);
  }
  writeFileSync(join(dir, 'media/default/c3.upload'), 'an upload that never finished');

  const target = new GridFsStore(client.db('move'));
  const first = await moveMediaFromDisk(new DiskStore(dir), target);
  expect(first).toEqual({ copied: 4, alreadyThere: 0, bytes: Object.values(files).join('').length });
  for (const [key, body] of Object.entries(files)) expect(await text(await target.read(key))).toBe(body);
  expect(await target.stat('media/default/c3.upload')).toBeNull();
  expect(readFileSync(join(dir, 'media/default/a1.jpg'), 'utf8')).toBe('photo bytes');

  const again = await moveMediaFromDisk(new DiskStore(dir), target);
  expect(again).toEqual({ copied: 0, alreadyThere: 4, bytes: 0 });
});
