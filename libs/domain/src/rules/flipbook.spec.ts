import type { MediaItem } from '../schemas/common';
import { isPdfMedia, mediaFieldMismatch } from './flipbook';

const item = (type: MediaItem['type'], mimeType: string): MediaItem => ({
  _id: 'm1',
  siteID: 's',
  uuid: 'm1',
  url: '/media/s/m1',
  mimeType,
  isExternal: false,
  metadata: {},
  type,
  hideInDAM: false,
});

describe('flipbook media rules', () => {
  const pdf = item('document', 'application/pdf');
  const photo = item('image', 'image/jpeg');

  it('knows a PDF from a photo', () => {
    expect(isPdfMedia(pdf)).toBe(true);
    expect(isPdfMedia(photo)).toBe(false);
    expect(isPdfMedia(null)).toBe(false);
  });

  it('lets only a PDF into the flipbook field and keeps PDFs out of photo fields', () => {
    expect(mediaFieldMismatch('flipbook', pdf)).toBeNull();
    expect(mediaFieldMismatch('flipbook', photo)).toBe('Media m1 is not a PDF: a flipbook shows a PDF file.');
    expect(mediaFieldMismatch('headshot', pdf)).toBe('Media m1 is a PDF: it can only be shown as a flipbook.');
    expect(mediaFieldMismatch('media', photo)).toBeNull();
  });
});
