import { documentCover, photoFileOf, variantFileName } from './media-variants';

test('a variant is named after its original, and every size of a photo names the same photo', () => {
  expect(variantFileName('headshot-ada.jpg', 320)).toBe('headshot-ada-w320.webp');
  expect(photoFileOf('/api/v1/media/s/headshot-ada-w320.webp')).toEqual({
    photo: '/api/v1/media/s/headshot-ada',
    width: 320,
  });
  expect(photoFileOf('https://h.test/api/v1/media/s/headshot-ada.jpg?v=2')).toEqual({
    photo: 'https://h.test/api/v1/media/s/headshot-ada',
    width: Infinity,
  });
});

test('a PDF’s cover is its widest drawing, with the narrower ones as its sizes; none without drawings', () => {
  const pdf = {
    url: '/m/book.pdf',
    variants: { '640': '/m/book-w640.webp', '960': '/m/book-w960.webp' },
    metadata: {},
  };
  expect(documentCover(pdf)).toEqual({
    url: '/m/book-w960.webp',
    variants: { '640': '/m/book-w640.webp' },
    metadata: { width: 960 },
    type: 'image',
  });
  expect(documentCover({ ...pdf, variants: {} })).toBeNull();
  expect(documentCover({ url: '/m/book.pdf', metadata: {} })).toBeNull();
});
