import { pageUrl } from '../../src/services/public-page-service';

describe('the address a public page is rendered (and kept) for', () => {
  it('keeps the parameters the page depends on, the folder page among them, and drops the rest', () => {
    const query = new URLSearchParams('utm_source=x&page=2&touchScreen=1&filter=activity%3DSwimming');
    expect(pageUrl('/category/default/c1', query)).toBe(
      '/category/default/c1?touchScreen=1&filter=activity%3DSwimming&page=2',
    );
    expect(pageUrl('/category/default/c1', new URLSearchParams('utm_source=x'))).toBe('/category/default/c1');
  });
});
