import { photoFileOf, variantFileName } from './media-variants';

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
