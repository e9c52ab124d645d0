import {
  bulkCategoryEditorPath,
  bulkRecordItemsEditorPath,
  canvaImporterPath,
  castPlayerPath,
  castScreenPath,
  isSettingsPage,
  loginPath,
  mediaLibraryPath,
  parsePublicPath,
  postRedirectPath,
  recentlyDeletedPath,
  redirectPath,
  routePath,
  safeReturnPath,
  settingsPath,
  siteIdFromPath,
} from './routes';

describe('public routes', () => {
  it('builds the paths of SPEC §2', () => {
    expect(routePath({ name: 'home', siteId: 's' })).toBe('/home/s');
    expect(routePath({ name: 'categories', siteId: 's' })).toBe('/categories/s');
    expect(routePath({ name: 'subcategories', siteId: 's', categoryId: 'c' })).toBe('/subcategories/s/c');
    expect(routePath({ name: 'category', siteId: 's', categoryId: 'c' })).toBe('/category/s/c');
    expect(routePath({ name: 'entry', siteId: 's', categoryId: 'c', entryId: 'e' })).toBe('/entry/s/c/e');
    expect(routePath({ name: 'category', siteId: 's', categoryId: 'a/b' })).toBe('/category/s/a%2Fb');
  });

  it('reads them back, ignoring query and hash', () => {
    expect(parsePublicPath('/entry/s/c/e?filter=x#top')).toEqual({
      name: 'entry',
      siteId: 's',
      categoryId: 'c',
      entryId: 'e',
    });
    expect(parsePublicPath('/category/s/a%2Fb')).toEqual({ name: 'category', siteId: 's', categoryId: 'a/b' });
    expect(parsePublicPath('/home/s/')).toEqual({ name: 'home', siteId: 's' });
  });

  it('rejects other paths', () => {
    expect(parsePublicPath('/home')).toBeNull();
    expect(parsePublicPath('/category/s')).toBeNull();
    expect(parsePublicPath('/settings/s/users')).toBeNull();
    expect(parsePublicPath('/category/s/%E0%A4%A')).toBeNull();
  });
});

describe('the other routes of SPEC §2', () => {
  it('builds the editing, admin, auth and cast paths', () => {
    expect(bulkCategoryEditorPath('s', 'c')).toBe('/bulkCategoryEditor/s/c');
    expect(bulkRecordItemsEditorPath('s', 'c', 'col')).toBe('/bulkRecordItemsEditor/s/c/col');
    expect(postRedirectPath('s')).toBe('/post-redirect/s');
    expect(settingsPath('s')).toBe('/settings/s');
    expect(settingsPath('s', 'site-analytics')).toBe('/settings/s/site-analytics');
    expect(recentlyDeletedPath('s')).toBe('/recentlyDeleted/s');
    expect(mediaLibraryPath('s')).toBe('/mediaLibrary/s');
    expect(canvaImporterPath('west high')).toBe('/canvaImporter/west%20high');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('s', { fromLogout: true })).toBe('/login/s?fromLogout=true');
    expect(redirectPath('/settings/s/users')).toBe('/redirect?to=%2Fsettings%2Fs%2Fusers');
    expect(castScreenPath('a/b')).toBe('/cast-screen/a%2Fb');
    expect(castPlayerPath('a/b')).toBe('/cast/a%2Fb');
    expect(castPlayerPath('x', { preview: true })).toBe('/cast/x?preview=1');
  });

  it('names the settings pages', () => {
    expect(isSettingsPage('rocketcast')).toBe(true);
    expect(isSettingsPage('billing')).toBe(false);
    expect(isSettingsPage(undefined)).toBe(false);
  });
});

test('reads the site id of every site route, not of other routes', () => {
  expect(siteIdFromPath('/home/default')).toBe('default');
  expect(siteIdFromPath('/entry/west%20high/c/e')).toBe('west high');
  expect(siteIdFromPath('/settings/s1/users')).toBe('s1');
  expect(siteIdFromPath('/login/s2')).toBe('s2');
  expect(siteIdFromPath('/home/lookup')).toBeNull();
  expect(siteIdFromPath('/cast-screen/abc')).toBeNull();
  expect(siteIdFromPath('/')).toBeNull();
});

test('only same-site paths are accepted as return targets', () => {
  expect(safeReturnPath('/settings/default/users')).toBe('/settings/default/users');
  expect(safeReturnPath('//evil.test/x')).toBeNull();
  expect(safeReturnPath('https://evil.test')).toBeNull();
  expect(safeReturnPath('/login/default')).toBeNull();
  expect(safeReturnPath(null)).toBeNull();
});

test('return targets that a browser would read as another host, or as nothing useful, are refused (issue 24)', () => {
  // `/redirect?to=/%09/evil.test` arrives as "/\t/evil.test": the browser drops the tab and reads `//evil.test`.
  for (const odd of [
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r//evil.test',
    '/ /evil.test',
    '/\\evil.test',
    '/x\\..\\..\\/evil.test',
  ])
    expect(safeReturnPath(odd)).toBeNull();
  expect(safeReturnPath('/a/..//evil.test')).toBeNull();
  expect(safeReturnPath('/category/default/../../login')).toBeNull();
  expect(safeReturnPath('/category/default/./cat-1?x=1#top')).toBe('/category/default/cat-1?x=1#top');
  expect(safeReturnPath('/category/default/%09')).toBe('/category/default/%09');
});
