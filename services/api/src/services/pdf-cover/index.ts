/**
 * A PDF's cover: its first page drawn as a picture when it is uploaded, so a flipbook's card and the media
 * library show the book rather than a "PDF" tile. pdf.js (the flipbook viewer's renderer, here its Node
 * build) draws it on @napi-rs/canvas (pdf.js's own canvas for Node) in a worker thread with a memory and a time
 * limit: a PDF is a visitor-facing upload, and a hostile or huge one must not stall or exhaust the API.
 * The worker's heap limit does not cover array buffers (decoded images), so besides it: at most
 * COVER_WORKERS drawings at a time, COVER_QUEUE_LENGTH more waiting (a PDF offered beyond that is kept without
 * a cover, logged by the caller), no image larger than COVER_MAX_IMAGE_PIXELS decoded (pdf.js leaves it
 * out), and no page drawn over COVER_MAX_PAGE_PIXELS (drawn smaller instead).
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WorkQueue } from './work-queue';
import { API_ROOT } from '../../api-root';

/** The cover is drawn this wide (the card shows it at most ~300 device px wide; the library at 160 px). */
export const COVER_WIDTH = 960;
/** ...and at most this tall (a very tall page is drawn narrower). */
export const COVER_MAX_HEIGHT = 1600;
export const COVER_TIME_LIMIT_MS = 20_000;
const MEMORY_LIMIT_MB = 256;
/** Drawings at a time (each may hold a decoded image of up to COVER_MAX_IMAGE_PIXELS × 4 bytes and more). */
export const COVER_WORKERS = 2;
/** PDFs waiting for a drawing; more are kept without a cover. */
export const COVER_QUEUE_LENGTH = 8;
/** The largest image (width × height) pdf.js decodes for a cover: 16 megapixels (64 MB as RGBA). */
export const COVER_MAX_IMAGE_PIXELS = 16_000_000;
/** The largest drawing of a page (width × height); a page that would be larger is drawn smaller. */
export const COVER_MAX_PAGE_PIXELS = 16_000_000;

export type CoverResult = { png: Buffer } | { error: string };

export interface CoverLimits {
  timeLimitMs: number;
  maxPagePixels: number;
  maxImagePixels: number;
}
const DEFAULT_LIMITS: CoverLimits = {
  timeLimitMs: COVER_TIME_LIMIT_MS,
  maxPagePixels: COVER_MAX_PAGE_PIXELS,
  maxImagePixels: COVER_MAX_IMAGE_PIXELS,
};

export const coverQueue = new WorkQueue(COVER_WORKERS, COVER_QUEUE_LENGTH);

const workers = { alive: 0, peak: 0 };
/** Cover worker threads alive now, and the most ever alive at once. */
export const coverWorkers = (): { alive: number; peak: number } => ({ ...workers });

/**
 * Draws the first page of the PDF at `path` as a PNG, or says why it could not (also when COVER_QUEUE_LENGTH
 * PDFs already wait for theirs).
 */
export function drawPdfCover(path: string, limits: Partial<CoverLimits> = {}): Promise<CoverResult> {
  const queued = coverQueue.run(() => drawInWorker(path, { ...DEFAULT_LIMITS, ...limits }));
  if (queued) return queued;
  return Promise.resolve({
    error: `${COVER_WORKERS + COVER_QUEUE_LENGTH} PDF covers are being drawn or waiting; this PDF is kept without a cover`,
  });
}

function drawInWorker(path: string, { timeLimitMs, maxPagePixels, maxImagePixels }: CoverLimits): Promise<CoverResult> {
  return new Promise((resolve) => {
    const worker = new Worker(join(API_ROOT, 'src/services/pdf-cover/draw-cover.worker.mjs'), {
      workerData: {
        path,
        width: COVER_WIDTH,
        maxHeight: COVER_MAX_HEIGHT,
        maxPagePixels,
        maxImagePixels,
      },
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
    });
    workers.alive++;
    workers.peak = Math.max(workers.peak, workers.alive);
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
      workers.alive--;
      clearTimeout(timer);
      resolve(result);
    });
  });
}
