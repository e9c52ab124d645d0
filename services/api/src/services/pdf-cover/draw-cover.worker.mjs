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

async function draw({ path, width, maxHeight }) {
  const { createCanvas } = require('@napi-rs/canvas');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const data = new Uint8Array(await readFile(path));
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false, standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(width / natural.width, maxHeight / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
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
