/**
 * pdf.js, loaded only when a page shows a flipbook (a chunk of its own, never on Home). Its worker and the
 * files it may need (standard fonts, CMaps, image decoders) are served from our own origin beside this
 * remote's build (`pdfjs/{version}/…`, copied by rspack.config.ts); nothing comes from a CDN. The legacy build is the
 * one that also runs on a kiosk's older Chromium.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

declare const __webpack_public_path__: string;

export type PdfDocument = PDFDocumentProxy;

/** Where this remote's files are served (pdf.js's extra files are under `pdfjs/` there). */
function buildBase(): URL {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL(base, window.location.href);
}

let library: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;

/** pdf.js's own files for its version: `pdfjs/{version}/…` (names never change content there). */
const filesOf = (version: string, path: string) => new URL(`pdfjs/${version}/${path}`, buildBase()).toString();

function loadLibrary() {
  library ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = filesOf(pdfjs.version, 'pdf.worker.min.mjs');
    return pdfjs;
  });
  return library;
}

/**
 * Opens the PDF at `url`. Byte ranges only (no streaming, no background fetch of the whole file): the
 * pages asked for are the only ones whose bytes are read.
 */
export async function openPdf(url: string): Promise<PdfDocument> {
  const pdfjs = await loadLibrary();
  const files = (path: string) => filesOf(pdfjs.version, path);
  const task = pdfjs.getDocument({
    url: new URL(url, window.location.href).toString(),
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    standardFontDataUrl: files('standard_fonts/'),
    cMapUrl: files('cmaps/'),
    cMapPacked: true,
    wasmUrl: files('wasm/'),
    iccUrl: files('iccs/'),
  });
  return task.promise;
}

/** The largest canvas a page is drawn on (pixels): a 10× zoom of a full-screen page stays within memory. */
export const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * Draws page `page` of `doc` so that it is `cssWidth` CSS px wide at `scale` times that (zoom) and the
 * screen's pixel ratio, on a new canvas (capped at MAX_CANVAS_PIXELS). Rejects if `signal` aborts first.
 */
export async function renderPage(
  doc: PdfDocument,
  page: number,
  cssWidth: number,
  scale: number,
  signal: AbortSignal,
): Promise<HTMLCanvasElement> {
  const pdfPage = await doc.getPage(page);
  const base = pdfPage.getViewport({ scale: 1 });
  let factor = (cssWidth / base.width) * scale * (window.devicePixelRatio || 1);
  const pixels = base.width * base.height * factor * factor;
  if (pixels > MAX_CANVAS_PIXELS) factor *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
  const viewport = pdfPage.getViewport({ scale: factor });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(viewport.width));
  canvas.height = Math.max(1, Math.floor(viewport.height));
  const task = pdfPage.render({ canvas, viewport });
  const abort = () => task.cancel();
  signal.addEventListener('abort', abort, { once: true });
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', abort);
  }
  return canvas;
}

/** Width ÷ height of page `page`. */
export async function pageAspect(doc: PdfDocument, page: number): Promise<number> {
  const vp = (await doc.getPage(page)).getViewport({ scale: 1 });
  return vp.width / vp.height;
}
