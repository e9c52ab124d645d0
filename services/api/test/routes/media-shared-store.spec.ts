/**
 * Media in a shared store (GridFS, the default with MONGODB_URI, and S3-compatible storage): an uploaded photo,
 * its variants, a PDF's cover and an uploaded font are kept in the store, not on the API's disk, and served from
 * it streamed, with ETags (304 for a current copy), byte ranges and immutable caching of the media files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { makePdf } from '@laurel/testing/fixtures/make-pdf';
import type { MediaStoreConfig } from '../../src/services/media-store/config';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';

jest.setTimeout(120_000);

const base = `/api/v1/sites/${IDS.siteA}`;
const photo = () =>
  sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const font = readFileSync(
  join(dirname(require.resolve('@fontsource/bebas-neue/package.json')), 'files/bebas-neue-latin-400-normal.woff2'),
);

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

const kinds: [string, () => MediaStoreConfig][] = [
  ['GridFS', () => ({ kind: 'gridfs' })],
  ['S3', () => s3.config],
];

describe.each(kinds)('media kept in %s', (_name, storeConfig) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mediaStore: storeConfig(), mediaMaxBytes: 2_000_000 });
  });
  afterAll(() => t.close());

  const upload = (
    file: Parameters<typeof multipart>[1],
    url = `${base}/media`,
    role: 'editorAll' | 'adminA' = 'editorAll',
  ) => {
    const { payload, headers } = multipart({}, file);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...t.as(role) } });
  };

  it('serves an uploaded photo and its variants from the store, with ETags, ranges and immutable caching', async () => {
    const bytes = await photo();
    const res = await upload({ name: 'Team 1998.jpg', data: bytes, type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const item = res.json() as { url: string; variants: Record<string, string>; metadata: { width: number } };
    expect(item.metadata.width).toBe(700);
    expect(Object.keys(item.variants).sort()).toEqual(['320', '640']);
    // Nothing on this API's disk: another replica serves the same file.
    expect(existsSync(join(t.app.config.dataDir, 'media'))).toBe(false);

    const whole = await t.app.inject({ method: 'GET', url: item.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: 'GET', url: item.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await t.app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: item.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);

    const variant = await t.app.inject({ method: 'GET', url: item.variants['320'] });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
  });

  it("draws a PDF's cover from the stored file", async () => {
    const res = await upload({ name: 'Yearbook.pdf', data: makePdf(['Cover page']), type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const item = res.json() as { variants: Record<string, string> };
    const widest = Object.entries(item.variants).sort((a, b) => Number(b[0]) - Number(a[0]))[0];
    expect(widest).toBeDefined();
    const cover = await t.app.inject({ method: 'GET', url: widest[1] });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('keeps an uploaded font in the store and serves it with its ETag', async () => {
    const res = await upload({ name: 'Husky Sans-700.woff2', data: font }, `${base}/custom-fonts`, 'adminA');
    expect(res.statusCode).toBe(201);
    expect(existsSync(join(t.app.config.dataDir, 'fonts'))).toBe(false);
    const url = `${base}/custom-fonts/Husky%20Sans-700.woff2`;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.equals(font)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': file.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: t.as('adminA') });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
