/**
 * A PDF's cover: its first page drawn as a picture when it is uploaded, so a flipbook's card and the media
 * library show the book rather than a "PDF" tile. pdf.js (the flipbook viewer's renderer, here its Node
 * build) draws it on @napi-rs/canvas (pdf.js's own canvas for Node) in a worker thread with a memory and a time
 * limit: a PDF is a visitor-facing upload, and a hostile or huge one must not stall or exhaust the API.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The cover is drawn this wide (the card shows it at most ~300 device px wide; the library at 160 px). */
export const COVER_WIDTH = 960;
/** ...and at most this tall (a very tall page is drawn narrower). */
export const COVER_MAX_HEIGHT = 1600;
export const COVER_TIME_LIMIT_MS = 20_000;
const MEMORY_LIMIT_MB = 256;

export type CoverResult = { png: Buffer } | { error: string };

/** Draws the first page of the PDF at `path` as a PNG, or says why it could not. */
export function drawPdfCover(path: string, timeLimitMs = COVER_TIME_LIMIT_MS): Promise<CoverResult> {
  return new Promise((resolve) => {
    const worker = new Worker(join(__dirname, 'draw-cover.worker.mjs'), {
      workerData: { path, width: COVER_WIDTH, maxHeight: COVER_MAX_HEIGHT },
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
    });
    let result: CoverResult = { error: 'the page could not be drawn' };
    const timer = setTimeout(() => {
      result = { error: `drawing the first page took over ${timeLimitMs / 1000} s` };
      void worker.terminate();
    }, timeLimitMs);
    worker.on('message', (m: { png?: Uint8Array; error?: string }) => {
      result = m.png ? { png: Buffer.from(m.png) } : { error: m.error ?? 'the page could not be drawn' };
    });
    worker.on('error', (err) => (result = { error: err.message }));
    worker.on('exit', () => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}
