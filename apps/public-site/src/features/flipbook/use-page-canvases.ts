/**
 * Renders a flipbook's pages as needed: the pages of the spread in view first, then its neighbours', one at
 * a time; pages that leave that set are dropped (their canvases freed). While the reader is zoomed in, the
 * pages in view are drawn again at the zoom's sharpness once the fingers rest.
 */
import { useEffect, useRef, useState } from 'react';
import { renderPage, type PdfDocument } from './pdf-loader';

export interface PageCanvases {
  /** The sharpest canvas drawn so far for a page, if any. */
  canvasOf(page: number): HTMLCanvasElement | undefined;
  /** The pages drawn now (kept in memory), in ascending order. */
  rendered: number[];
}

interface Drawn {
  canvas: HTMLCanvasElement;
  width: number;
  scale: number;
}

const ZOOM_SETTLE_MS = 250;

export function usePageCanvases(
  doc: PdfDocument | null,
  wanted: readonly number[],
  visible: readonly number[],
  pageWidth: number,
  zoom: number,
): PageCanvases {
  const drawn = useRef(new Map<number, Drawn>());
  const [, setVersion] = useState(0);
  const wantedKey = wanted.join(',');
  const visibleKey = visible.join(',');
  const [sharpScale, setSharpScale] = useState(1);

  useEffect(() => {
    const t = setTimeout(() => setSharpScale(Math.max(1, zoom)), zoom > 1 ? ZOOM_SETTLE_MS : 0);
    return () => clearTimeout(t);
  }, [zoom]);

  useEffect(() => {
    if (!doc || pageWidth < 1) return;
    const controller = new AbortController();
    const keep = new Set(wantedKey.split(',').map(Number));
    const inView = new Set(visibleKey.split(',').map(Number));
    for (const page of drawn.current.keys()) if (!keep.has(page)) drawn.current.delete(page);
    setVersion((v) => v + 1);
    (async () => {
      for (const page of keep) {
        const scale = inView.has(page) ? sharpScale : 1;
        const have = drawn.current.get(page);
        if (have && have.width === pageWidth && have.scale >= scale) continue;
        try {
          const canvas = await renderPage(doc, page, pageWidth, scale, controller.signal);
          if (controller.signal.aborted) return;
          drawn.current.set(page, { canvas, width: pageWidth, scale });
          setVersion((v) => v + 1);
        } catch {
          if (controller.signal.aborted) return; // a turn or a resize cancelled this drawing
        }
      }
    })();
    return () => controller.abort();
  }, [doc, wantedKey, visibleKey, pageWidth, sharpScale]);

  return {
    canvasOf: (page) => drawn.current.get(page)?.canvas,
    rendered: [...drawn.current.keys()].sort((a, b) => a - b),
  };
}
