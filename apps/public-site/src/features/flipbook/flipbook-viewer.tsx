/**
 * The full-screen book: the spread in view (one page, or two facing pages on a wide screen), turned by a
 * swipe, a tap on the big side zones, the bar's buttons or the arrow keys; pinch zoom up to 10× (double tap
 * 3×) with the gallery's zoom code; a page counter. A chunk of its own with pdf.js behind it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { GALLERY_ZOOM_MAX_SCALE, type MediaItem } from '@laurel/domain';
import { Button, Icon, IconButton, mergePointerHandlers, useSwipe } from '@laurel/ui';
import { usePinchZoom, useTap } from '@laurel/ui/gestures';
import { FlipbookPage } from './flipbook-page';
import { openPdf, pageAspect, type PdfDocument } from './pdf-loader';
import { counterLabel, pageSize, pagesToRender, showsTwoPages, spreadIndexOf, spreadsOf } from './spreads';
import { usePageCanvases } from './use-page-canvases';
import { useBoxSize } from './use-box-size';
import './flipbook.css';

export interface FlipbookViewerProps {
  book: MediaItem;
  /** What the book is ("Yearbook 1998"), for screen readers. */
  title: string;
}

/**
 * The room for the pages in the stage: clear of the close button above and the bar below, and of the side
 * tap zones on a wide screen (on a phone the zones lie over the page's edges).
 */
function roomFor(box: { width: number; height: number }) {
  const top = Math.max(64, box.height * 0.075);
  const bottom = Math.max(88, box.height * 0.11);
  const side = box.width < 700 ? 8 : Math.max(72, box.width * 0.09);
  return {
    top,
    bottom,
    width: Math.max(1, box.width - 2 * side),
    height: Math.max(1, box.height - top - bottom),
  };
}

type Loaded = { doc: PdfDocument; aspect: number } | { error: true } | null;

export default function FlipbookViewer({ book, title }: FlipbookViewerProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  const box = useBoxSize(stage);
  const zoom = usePinchZoom({ max: GALLERY_ZOOM_MAX_SCALE });
  const { reset } = zoom;

  useEffect(() => {
    let live = true;
    let opened: PdfDocument | null = null;
    setLoaded(null);
    openPdf(book.url)
      .then(async (doc) => {
        opened = doc;
        const aspect = await pageAspect(doc, 1);
        if (live) setLoaded({ doc, aspect });
        else void doc.destroy();
      })
      .catch(() => live && setLoaded({ error: true }));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [book.url, attempt]);

  const doc = loaded && 'doc' in loaded ? loaded.doc : null;
  const aspect = loaded && 'doc' in loaded ? loaded.aspect : 0.707;
  const count = doc?.numPages ?? 0;
  const room = roomFor(box);
  const twoUp = showsTwoPages(room.width, room.height, aspect);
  const spreads = useMemo(() => spreadsOf(count, twoUp), [count, twoUp]);
  const index = spreadIndexOf(spreads, page);
  const spread = spreads[index] ?? [];
  const size = pageSize(room, aspect, Math.max(1, spread.length));
  const canvases = usePageCanvases(doc, pagesToRender(spreads, index), spread, size.width, zoom.zoom.scale);

  const turn = (d: number) => {
    const next = spreads[index + d];
    if (next) setPage(next[0]);
  };
  useEffect(() => reset(), [index, reset]);
  const swipe = useSwipe({ onSwipeLeft: () => turn(1), onSwipeRight: () => turn(-1), enabled: !zoom.zoomed });
  // The side zones answer a finger's tap (pointer events: a touch screen sends no click for a quick tap).
  const tapPrev = useTap(() => turn(-1));
  const tapNext = useTap(() => turn(1));
  const atStart = index <= 0;
  const atEnd = index >= spreads.length - 1;

  // Keys work wherever the focus is in the open book (the close button has it first): the dialog is modal.
  const keys = useRef<Record<string, () => void>>({});
  keys.current = {
    ArrowRight: () => turn(1),
    PageDown: () => turn(1),
    ArrowLeft: () => turn(-1),
    PageUp: () => turn(-1),
    Home: () => setPage(1),
    End: () => setPage(count),
    '+': () => zoom.setScale(zoom.zoom.scale * 1.5),
    '-': () => zoom.setScale(zoom.zoom.scale / 1.5),
  };
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const action = keys.current[e.key];
      if (!action || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      className="ps-flipbook"
      data-testid="flipbook-viewer"
      data-rendered-pages={canvases.rendered.join(',')}
      role="region"
      aria-roledescription="book"
      aria-label={title}
    >
      <div
        ref={stage}
        className="ui-zoomable ps-flipbook__stage"
        {...mergePointerHandlers(zoom.handlers, swipe)}
        data-scale={zoom.zoom.scale.toFixed(2)}
        data-testid="flipbook-zoom"
      >
        {loaded && 'error' in loaded ? (
          <div className="ps-flipbook__message" role="alert">
            <p>This book could not be opened. Check the connection and try again.</p>
            <Button onClick={() => setAttempt((a) => a + 1)}>Try again</Button>
          </div>
        ) : (
          <div
            className="ui-zoomable__content ps-flipbook__spread"
            style={{ ...zoom.style, paddingTop: room.top, paddingBottom: room.bottom }}
          >
            {(doc ? spread : [1]).map((p) => (
              <FlipbookPage
                key={p}
                page={p}
                count={count}
                width={size.width}
                height={size.height}
                canvas={canvases.canvasOf(p)}
              />
            ))}
          </div>
        )}
      </div>
      {!zoom.zoomed && !atStart ? (
        <button
          type="button"
          className="ps-flipbook__zone ps-flipbook__zone--prev"
          {...tapPrev}
          tabIndex={-1}
          aria-hidden="true"
        >
          <Icon name="back" size="2em" />
        </button>
      ) : null}
      {!zoom.zoomed && !atEnd ? (
        <button
          type="button"
          className="ps-flipbook__zone ps-flipbook__zone--next"
          {...tapNext}
          tabIndex={-1}
          aria-hidden="true"
        >
          <Icon name="next" size="2em" />
        </button>
      ) : null}
      <div className="ui-lightbox__bar ps-flipbook__bar">
        <IconButton label="Previous page" variant="glass" onClick={() => turn(-1)} disabled={atStart}>
          <Icon name="back" />
        </IconButton>
        <IconButton
          label="Zoom out"
          variant="glass"
          onClick={() => zoom.setScale(zoom.zoom.scale / 1.5)}
          disabled={!zoom.zoomed}
        >
          <Icon name="zoomOut" />
        </IconButton>
        <span className="ui-lightbox__count ps-flipbook__count" aria-live="polite" data-testid="flipbook-counter">
          {doc ? counterLabel(spread, count) : 'Opening…'}
        </span>
        <IconButton
          label="Zoom in"
          variant="glass"
          onClick={() => zoom.setScale(zoom.zoom.scale * 1.5)}
          disabled={zoom.zoom.scale >= GALLERY_ZOOM_MAX_SCALE}
        >
          <Icon name="zoomIn" />
        </IconButton>
        <IconButton label="Next page" variant="glass" onClick={() => turn(1)} disabled={atEnd}>
          <Icon name="next" />
        </IconButton>
      </div>
    </div>
  );
}
