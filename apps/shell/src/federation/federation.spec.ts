import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { parseRemotesJson, remoteForPath } from './remotes-config';

test('reads /remotes.json, keeping known remotes with a URL', () => {
  expect(
    parseRemotesJson({ public_site: '/remotes/public-site/mf-manifest.json', cast: '', unknown: '/x.json', cms: 3 }),
  ).toEqual([{ name: 'public_site', entry: '/remotes/public-site/mf-manifest.json' }]);
  expect(parseRemotesJson(null)).toEqual([]);
  expect(parseRemotesJson(['x'])).toEqual([]);
});

test('recognises chunk-load failures', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
  expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toBe(
    true,
  );
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
});

test('reloads once, then not again within a minute', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const reload = jest.fn();
  let now = 1_000_000;
  const deps = { storage, reload, now: () => now };
  const err = new TypeError('Failed to fetch dynamically imported module');
  expect(reloadOnceForChunkError(err, deps)).toBe(true);
  expect(reloadOnceForChunkError(err, deps)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  now += 61_000;
  expect(reloadOnceForChunkError(err, deps)).toBe(true);
  expect(reloadOnceForChunkError(new Error('other'), deps)).toBe(false);
});

test('knows which remote the first screen of a path needs', () => {
  expect(remoteForPath('/entry/default/c/e')).toEqual({ remote: 'public_site', module: './pages' });
  expect(remoteForPath('/cast-screen/s1')).toEqual({ remote: 'cast', module: './player' });
  expect(remoteForPath('/login/default')).toBeNull();
  expect(remoteForPath('/')).toBeNull();
});
