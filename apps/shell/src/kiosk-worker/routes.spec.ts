import { kioskRouteOf, remoteFilesOf, searchRequestOf } from './routes';

const ORIGIN = 'https://hall.example.test';
const req = (
  path: string,
  extra: Partial<{ method: string; mode: string; destination: string; personal: boolean }> = {},
) => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  destination: '',
  personal: false,
  ...extra,
});

test('public pages are kept; sign-in, settings and the cast player are not', () => {
  for (const path of ['/', '/home/default', '/categories/default', '/category/default/c1', '/entry/default/c1/e1'])
    expect(kioskRouteOf(req(path, { mode: 'navigate' }), ORIGIN)).toBe('page');
  for (const path of ['/login/default', '/settings/default/users', '/cast/tv-1', '/bulkCategoryEditor/default/c1'])
    expect(kioskRouteOf(req(path, { mode: 'navigate' }), ORIGIN)).toBe('pass');
});

test("the site's public reads are kept; editing views, signed-in calls, the stream and heartbeats are not", () => {
  for (const path of [
    '/api/v1/sites/default/styling',
    '/api/v1/sites/default/categories/tree',
    '/api/v1/sites/default/categories/c1',
    '/api/v1/sites/default/entries/e1',
    '/api/v1/sites/default/search-options',
    '/api/v1/sites/default/search-data',
    '/api/v1/sites/default/live',
    '/api/v1/fonts/css2?family=Inter',
  ])
    expect(kioskRouteOf(req(path), ORIGIN)).toBe('data');
  expect(kioskRouteOf(req('/api/v1/sites/default/search?q=smith'), ORIGIN)).toBe('search');
  expect(kioskRouteOf(req('/api/v1/sites/default/categories/tree?cms=1'), ORIGIN)).toBe('pass');
  expect(kioskRouteOf(req('/api/v1/sites/default/styling', { personal: true }), ORIGIN)).toBe('pass');
  for (const path of [
    '/api/v1/sites/default/events',
    '/api/v1/sites/default/users',
    '/api/v1/sites/default/screens',
    '/api/v1/auth/refresh',
  ])
    expect(kioskRouteOf(req(path), ORIGIN)).toBe('pass');
  expect(kioskRouteOf(req('/api/v1/sites/default/live/heartbeat', { method: 'POST' }), ORIGIN)).toBe('pass');
});

test('code and photos are kept; videos, other origins and the worker itself are not', () => {
  expect(kioskRouteOf(req('/main.3f2a9c81d0.js'), ORIGIN)).toBe('asset');
  expect(kioskRouteOf(req('/remotes/public-site/mf-manifest.json'), ORIGIN)).toBe('asset');
  expect(kioskRouteOf(req('/remotes.json'), ORIGIN)).toBe('asset');
  expect(kioskRouteOf(req('/remotes/settings/pages.1234abcd.js'), ORIGIN)).toBe('pass');
  expect(kioskRouteOf(req('/kiosk-sw.js'), ORIGIN)).toBe('pass');
  expect(kioskRouteOf(req('/api/v1/media/default/a-640.webp', { destination: 'image' }), ORIGIN)).toBe('media');
  expect(kioskRouteOf(req('/api/v1/media/default/clip.mp4', { destination: 'video' }), ORIGIN)).toBe('pass');
  expect(kioskRouteOf(req('/api/v1/media/default/yearbook.pdf'), ORIGIN)).toBe('pass');
  expect(kioskRouteOf({ ...req('/x.js'), url: 'https://cdn.example.test/x.js' }, ORIGIN)).toBe('pass');
});

test("search queries name their site's kept search data; a remote's manifest lists every file", () => {
  expect(searchRequestOf(`${ORIGIN}/api/v1/sites/default/search?q=Ann%20Lee`)).toEqual({
    dataUrl: `${ORIGIN}/api/v1/sites/default/search-data`,
    q: 'Ann Lee',
  });
  const manifest = {
    metaData: { remoteEntry: { name: 'public_site.98b0a6b9.js', path: '' } },
    exposes: [
      { assets: { js: { sync: ['pages.1.js'], async: ['874.2.js'] }, css: { sync: ['pages.3.css'], async: [] } } },
    ],
    shared: [{ assets: { js: { sync: ['shared.4.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  expect(remoteFilesOf(manifest, `${ORIGIN}/remotes/public-site/mf-manifest.json`)).toEqual(
    ['public_site.98b0a6b9.js', 'pages.1.js', '874.2.js', 'pages.3.css', 'shared.4.js'].map(
      (f) => `${ORIGIN}/remotes/public-site/${f}`,
    ),
  );
});
