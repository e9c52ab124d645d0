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
