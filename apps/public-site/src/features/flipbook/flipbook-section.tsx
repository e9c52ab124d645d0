/**
 * A folder's or a profile's flipbook on its page: a large "open the book" button; a tap opens the book
 * full screen. A chunk of its own (only pages with a flipbook load it); the viewer and pdf.js load on the tap.
 */
import { Suspense, lazy, useState } from 'react';
import { flipbookTitle, type MediaItem } from '@laurel/domain';
import { Dialog, Icon } from '@laurel/ui';
import './flipbook-section.css';

const FlipbookViewer = lazy(() => import(/* webpackChunkName: "flipbook-viewer" */ './flipbook-viewer'));

export default function FlipbookSection({ book }: { book: MediaItem }) {
  const [open, setOpen] = useState(false);
  const title = flipbookTitle(book);
  return (
    <section className="ps-flipbook-card" aria-label={`Book: ${title}`}>
      <button
        type="button"
        className="ps-flipbook-card__open"
        onClick={() => setOpen(true)}
        data-testid="flipbook-open"
      >
        <span className="ps-flipbook-card__icon">
          <Icon name="book" size="100%" />
        </span>
        <span className="ps-flipbook-card__text">
          <span className="ps-flipbook-card__title">{title}</span>
          <span className="ps-flipbook-card__hint">Open the book</span>
        </span>
      </button>
      {open ? (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title={title}
          hideTitle
          variant="fullscreen"
          closeLabel="Close the book"
        >
          <Suspense fallback={<div className="ps-flipbook" />}>
            <FlipbookViewer book={book} title={title} />
          </Suspense>
        </Dialog>
      ) : null}
    </section>
  );
}
