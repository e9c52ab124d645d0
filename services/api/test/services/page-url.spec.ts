import { pageUrl } from '../../src/services/public-pages/public-page-service';

describe('the address a public page is rendered (and kept) for', () => {
  it('keeps the parameters the page depends on, the folder page among them, and drops the rest', () => {
    const query = new URLSearchParams('utm_source=x&page=2&touchScreen=1&filter=activity%3DSwimming');
    expect(pageUrl('/category/default/c1', query)).toBe(
      '/category/default/c1?touchScreen=1&filter=activity%3DSwimming&page=2',
    );
    expect(pageUrl('/category/default/c1', new URLSearchParams('utm_source=x'))).toBe('/category/default/c1');
  });

  it('keeps a folder page only as a page past the first, written one way', () => {
    for (const plain of ['page=1', 'page=0', 'page=x', 'page=-3', 'page='])
      expect(pageUrl('/category/default/c1', new URLSearchParams(plain))).toBe('/category/default/c1');
    expect(pageUrl('/category/default/c1', new URLSearchParams('page=007'))).toBe('/category/default/c1?page=7');
  });
});
