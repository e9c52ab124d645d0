import { parsePublicPath, routePath } from './routes';

describe('public routes', () => {
  it('builds the paths of SPEC §2', () => {
    expect(routePath({ name: 'home', styleid: 's' })).toBe('/home/s');
    expect(routePath({ name: 'categories', styleid: 's' })).toBe('/categories/s');
    expect(routePath({ name: 'subcategories', styleid: 's', categoryID: 'c' })).toBe('/subcategories/s/c');
    expect(routePath({ name: 'category', styleid: 's', categoryID: 'c' })).toBe('/category/s/c');
    expect(routePath({ name: 'entry', styleid: 's', categoryID: 'c', entryID: 'e' })).toBe('/entry/s/c/e');
    expect(routePath({ name: 'category', styleid: 's', categoryID: 'a/b' })).toBe('/category/s/a%2Fb');
  });

  it('reads them back, ignoring query and hash', () => {
    expect(parsePublicPath('/entry/s/c/e?filter=x#top')).toEqual({
      name: 'entry',
      styleid: 's',
      categoryID: 'c',
      entryID: 'e',
    });
    expect(parsePublicPath('/category/s/a%2Fb')).toEqual({ name: 'category', styleid: 's', categoryID: 'a/b' });
    expect(parsePublicPath('/home/s/')).toEqual({ name: 'home', styleid: 's' });
  });

  it('rejects other paths', () => {
    expect(parsePublicPath('/home')).toBeNull();
    expect(parsePublicPath('/category/s')).toBeNull();
    expect(parsePublicPath('/settings/s/users')).toBeNull();
    expect(parsePublicPath('/category/s/%E0%A4%A')).toBeNull();
  });
});
