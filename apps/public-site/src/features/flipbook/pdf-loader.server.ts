/**
 * What the server build (server-rendered pages) gets instead of `pdf-loader.ts` (rspack.config.ts): pages are
 * drawn in the browser only, and pdf.js's loader needs the browser build's public path, which a Node
 * container has none of.
 */
import type { openPdf as OpenPdf, pageAspect as PageAspect, renderPage as RenderPage } from './pdf-loader';

export type { PdfDocument } from './pdf-loader';
export const MAX_CANVAS_PIXELS = 16_000_000;
const browserOnly = () => Promise.reject(new Error('PDF pages are drawn in the browser.'));
export const openPdf: typeof OpenPdf = browserOnly;
export const renderPage: typeof RenderPage = browserOnly;
export const pageAspect: typeof PageAspect = browserOnly;
