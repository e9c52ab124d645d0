import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  const media = { url: '/o.jpg', variants: { '320': '/w320.webp', '1280': '/w1280.webp', '640': '/w640.webp' } };

  it('picks the smallest variant at least as wide as shown', () => {
    expect(mediaUrl(media, 600)).toBe('/w640.webp');
    expect(mediaUrl(media, 1280)).toBe('/w1280.webp');
  });

  it('uses the original when no variant is wide enough or there are none', () => {
    expect(mediaUrl(media, 1920)).toBe('/o.jpg');
    expect(mediaUrl({ url: '/o.jpg' }, 100)).toBe('/o.jpg');
  });
});
