/**
 * A folder's or a profile's flipbook on its page: a large "open the book" button with the book's cover (its
 * first page, drawn by the API; a book icon when it has none); a tap opens the book
 * full screen. One chunk with the viewer (only pages with a flipbook load it; one chunk keeps every other
 * page's chunk map small); pdf.js loads when the book opens.
 */
import { useState } from 'react';
import { documentCover, flipbookTitle, type MediaItem } from '@laurel/domain';
import { Dialog, MediaImage } from '@laurel/ui';
import FlipbookViewer from './flipbook-viewer';
import './flipbook-section.css';

/** An open book (drawn like @laurel/ui's icons; kept here so the shared icon set stays as small as it is). */
function BookIcon() {
  return (
    <svg
      width="100%"
      height="100%"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 6C10 4.5 7 4 3 4v15c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zm0 0v15" />
    </svg>
  );
}

export default function FlipbookSection({ book }: { book: MediaItem }) {
  const [open, setOpen] = useState(false);
  const title = flipbookTitle(book);
  const cover = documentCover(book);
  return (
    <section className="ps-flipbook-card" aria-label={`Book: ${title}`}>
      <button
        type="button"
        className="ps-flipbook-card__open"
        onClick={() => setOpen(true)}
        data-testid="flipbook-open"
      >
        {cover ? (
          <span
            className="ps-flipbook-card__cover"
            style={{ aspectRatio: `${cover.metadata.width} / ${cover.metadata.height ?? cover.metadata.width * 1.4}` }}
          >
            <MediaImage media={book} alt="" fit="contain" sizes="200px" />
          </span>
        ) : (
          <span className="ps-flipbook-card__icon">
            <BookIcon />
          </span>
        )}
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
          <FlipbookViewer book={book} title={title} />
        </Dialog>
      ) : null}
    </section>
  );
}
