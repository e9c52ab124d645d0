import { buildCacheName, isHashedAsset, MEDIA_CACHE, pageKey, routeOf, staleCaches } from './routes';

const SCOPE = 'https://hall.example.test/cast/';
const req = (path: string, extra: Partial<{ method: string; mode: string; destination: string }> = {}) => ({
  url: new URL(path, SCOPE).href,
  method: 'GET',
  mode: 'cors',
  destination: '',
  ...extra,
});

test('the player page is network first; pages outside the scope are left alone', () => {
  expect(routeOf(req('/cast/lobby', { mode: 'navigate', destination: 'document' }), SCOPE)).toBe('page');
  expect(routeOf(req('/cast-screen/lobby', { mode: 'navigate' }), SCOPE)).toBe('pass');
  expect(routeOf(req('/home/default', { mode: 'navigate' }), SCOPE)).toBe('pass');
});

test('the build files and whole photos are cached; API JSON, the SSE stream and video ranges are not', () => {
  expect(routeOf(req('/remotes/cast/main.e22e710d.js', { destination: 'script' }), SCOPE)).toBe('asset');
  expect(routeOf(req('/media/default/photo-800.webp', { destination: 'image' }), SCOPE)).toBe('media');
  expect(routeOf(req('/api/v1/media/default/photo.jpg', { destination: 'image' }), SCOPE)).toBe('media');
  expect(routeOf(req('/media/default/clip.mp4', { destination: 'video' }), SCOPE)).toBe('pass');
  expect(routeOf(req('/api/v1/cast-screens/lobby'), SCOPE)).toBe('pass');
  expect(routeOf(req('/api/v1/sites/default/events'), SCOPE)).toBe('pass');
  expect(routeOf(req('/remotes/cast/main.e22e710d.js', { method: 'POST' }), SCOPE)).toBe('pass');
  expect(routeOf({ ...req('/x'), url: 'https://cdn.example.test/remotes/cast/a.js' }, SCOPE)).toBe('pass');
});

test('content-hashed files are never revalidated; the manifest is', () => {
  expect(isHashedAsset('/remotes/cast/main.e22e710d.js')).toBe(true);
  expect(isHashedAsset('/remotes/cast/194.7b0e1173.css')).toBe(true);
  expect(isHashedAsset('/remotes/cast/mf-manifest.json')).toBe(false);
});

test('every screen shares one kept page; activation drops only older builds', () => {
  expect(pageKey(SCOPE)).toBe('https://hall.example.test/cast/standalone.html');
  const names = [buildCacheName('old1'), buildCacheName('new2'), MEDIA_CACHE, 'shell-assets'];
  expect(staleCaches(names, 'new2')).toEqual([buildCacheName('old1')]);
});
