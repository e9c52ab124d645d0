/**
 * Issue 24 finding 8: drawing PDF covers is bounded. At most two cover workers run at once, a bounded queue
 * waits behind them (a PDF offered beyond it is kept without a cover, saying why), an image bomb (a small
 * JPEG declaring 12,000 × 12,000 pixels) is left out instead of decoded, and a page is never drawn over the
 * page pixel budget. Memory is sampled from this process (workers are threads of it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makePdf } from '@laurel/testing/fixtures/make-pdf';
import {
  COVER_QUEUE_LENGTH,
  COVER_WORKERS,
  coverQueue,
  coverWorkers,
  drawPdfCover,
  type CoverResult,
} from '../../src/services/pdf-cover';

jest.setTimeout(120_000);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'laurel-covers-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, data: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
}

/** A one-page PDF whose page is filled by one JPEG image that declares `w` × `h` pixels. */
function pdfWithImage(jpeg: Buffer, w: number, h: number): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  const obj = (n: number, body: (Buffer | string)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  };
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  push('%PDF-1.4\n');
  obj(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  obj(2, ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>']);
  obj(3, [
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
  ]);
  obj(4, [
    `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 ` +
      `/Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    '\nendstream',
  ]);
  obj(5, [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
  const xref = length;
  push('xref\n0 6\n0000000000 65535 f \n');
  for (let i = 1; i <= 5; i++) push(`${String(offsets[i]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const sizeOf = async (r: CoverResult) => {
  if (!('png' in r)) throw new Error(r.error);
  const { width = 0, height = 0 } = await sharp(r.png).metadata();
  return { width, height };
};

test('at most two cover workers at once; the rest wait their turn and all get their cover', async () => {
  const path = write('book.pdf', makePdf(['Cover']));
  let most = 0;
  const sampler = setInterval(() => (most = Math.max(most, coverWorkers().alive)), 2);
  const results = await Promise.all(Array.from({ length: 6 }, () => drawPdfCover(path)));
  clearInterval(sampler);
  expect(COVER_WORKERS).toBe(2);
  expect(most).toBeLessThanOrEqual(2);
  expect(coverWorkers().peak).toBe(2);
  expect(coverQueue.state().peakRunning).toBe(2);
  for (const r of results) expect('png' in r).toBe(true);
  expect(coverWorkers().alive).toBe(0);
});

test('when the queue is full, a PDF is kept without a cover, saying why', async () => {
  const path = write('queued.pdf', makePdf(['Queued']));
  const offered = COVER_WORKERS + COVER_QUEUE_LENGTH + 3;
  const results = await Promise.all(Array.from({ length: offered }, () => drawPdfCover(path)));
  const refused = results.filter((r) => 'error' in r);
  expect(refused).toHaveLength(3);
  for (const r of refused) expect((r as { error: string }).error).toMatch(/kept without a cover/);
  expect(results.filter((r) => 'png' in r)).toHaveLength(COVER_WORKERS + COVER_QUEUE_LENGTH);
  expect(coverWorkers().peak).toBeLessThanOrEqual(2);
});

test('a giant page is drawn within the cover size, and never over the page pixel budget', async () => {
  const path = write('giant.pdf', makePdf(['Giant'], { width: 200_000, height: 200_000 }));
  const cover = await sizeOf(await drawPdfCover(path));
  expect(cover.width).toBeLessThanOrEqual(960);
  expect(cover.height).toBeLessThanOrEqual(1600);
  const small = await sizeOf(await drawPdfCover(path, { maxPagePixels: 50_000 }));
  expect(small.width * small.height).toBeLessThanOrEqual(50_000);
  expect(small.width).toBeGreaterThan(100);
  const tiny = await sizeOf(await drawPdfCover(write('tiny.pdf', makePdf(['t'], { width: 0.01, height: 0.01 }))));
  expect(tiny.width * tiny.height).toBeLessThanOrEqual(960 * 1600);
});

test('an image bomb is left out instead of decoded: the cover comes quickly and memory stays bounded', async () => {
  const side = 12_000;
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const path = write('bomb.pdf', pdfWithImage(jpeg, side, side));
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = Date.now();
  const result = await drawPdfCover(path);
  clearInterval(sampler);
  // Decoded, this one image alone is 12,000 × 12,000 × 4 bytes = 576 MB (1.6 GB peak and a 20 s time-out
  // were measured without the budget).
  expect('png' in result).toBe(true);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((peak - base) / 2 ** 20).toBeLessThan(300);
});
