/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { MediaItem } from '@laurel/domain';
import { MediaImage } from './media-image';

const photo = {
  _id: 'm1',
  url: '/api/v1/media/s/photo.jpg',
  type: 'image',
  metadata: { width: 1600 },
  variants: { 320: '/api/v1/media/s/photo-w320.webp', 800: '/api/v1/media/s/photo-w800.webp' },
} as unknown as MediaItem;

it('a lazy photo offers sizes=auto while shown, keeps it across renders, and drops it as it leaves the page', () => {
  const view = render(<MediaImage media={photo} alt="Ada" sizes="25vw" />);
  const img = view.container.querySelector('img')!;
  expect(img.getAttribute('sizes')).toBe('auto, 25vw');
  view.rerender(<MediaImage media={photo} alt="Ada Lovelace" sizes="25vw" />);
  expect(img.getAttribute('sizes')).toBe('auto, 25vw');
  view.rerender(<MediaImage media={photo} alt="Ada Lovelace" sizes="50vw" />);
  expect(img.getAttribute('sizes')).toBe('auto, 50vw');
  // Chromium would keep a removed lazy image with sizes=auto (and the page around it) alive.
  view.unmount();
  expect(img.hasAttribute('sizes')).toBe(false);
});

it('a PDF shows its cover in the sizes drawn, widest as the file, or a "PDF" tile without one', () => {
  const book = {
    _id: 'b1',
    url: '/api/v1/media/s/book.pdf',
    type: 'document',
    metadata: { width: 960, height: 1360 },
    variants: {
      960: '/api/v1/media/s/book-w960.webp',
      320: '/api/v1/media/s/book-w320.webp',
      640: '/api/v1/media/s/book-w640.webp',
    },
  } as unknown as MediaItem;
  const withCover = render(<MediaImage media={book} alt="Yearbook" sizes="200px" />);
  const img = withCover.container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/api/v1/media/s/book-w960.webp');
  expect(img.getAttribute('srcset')).toBe(
    '/api/v1/media/s/book-w320.webp 320w, /api/v1/media/s/book-w640.webp 640w, /api/v1/media/s/book-w960.webp 960w',
  );
  const without = render(<MediaImage media={{ ...book, variants: {} }} alt="Yearbook" />);
  expect(without.container.querySelector('img')).toBeNull();
  expect(without.container.textContent).toBe('PDF');
});
