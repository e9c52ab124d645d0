/**
 * Worker (see pdf-cover.ts): draws the first page of the PDF at `workerData.path`, `workerData.width` px wide
 * (at most `workerData.maxHeight` px tall), with pdf.js and @napi-rs/canvas, and posts `{ png }` (the PNG's
 * bytes) or `{ error }`. It runs in a worker thread with its own memory limit and a time limit set by its
 * parent, so a hostile or huge PDF cannot stall or exhaust the API.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * The scale to draw a page of `natural` size at: `width` px wide, at most `maxHeight` px tall, and at most
 * `maxPixels` in all (a page that would be larger is drawn smaller). Throws for a page without a usable size.
 */
function coverScale(natural, width, maxHeight, maxPixels) {
  const { width: w, height: h } = natural;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) throw new Error('the first page has no size');
  let scale = Math.min(width / w, maxHeight / h);
  const pixels = w * scale * (h * scale);
  if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
  return scale;
}

async function draw({ path, width, maxHeight, maxPagePixels, maxImagePixels }) {
  const { createCanvas } = require('@napi-rs/canvas');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const data = new Uint8Array(await readFile(path));
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl,
    verbosity: 0,
    // An image bomb (a small JPEG declaring 12,000 × 12,000 pixels) is left out rather than decoded.
    maxImageSize: maxImagePixels,
    canvasMaxAreaInBytes: maxPagePixels * 4,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({
      scale: coverScale(page.getViewport({ scale: 1 }), width, maxHeight, maxPagePixels),
    });
    const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff'; // a page without a background of its own is white, as printed
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}

draw(workerData).then(
  (png) => parentPort.postMessage({ png }),
  (err) => parentPort.postMessage({ error: String(err?.message ?? err) }),
);
