import { cacheFirstMedia, networkFirstData, networkFirstPage, trimCache, type Env } from './strategies';

const MEDIA_CACHE = 'test-media';

/**
 * Node has Request and Response but no CacheStorage: this is a minimal one (keys in insertion order, like
 * the browser's). The real workers run in Chromium in e2e/tests/cast-offline.spec.ts and kiosk-offline.spec.ts.
 */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(key: RequestInfo) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async put(key: RequestInfo, response: Response) {
    const url = typeof key === 'string' ? key : key.url;
    this.entries.delete(url);
    this.entries.set(url, new Response(await response.arrayBuffer(), { status: response.status }));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
}
function envWith(fetchImpl: (r: RequestInfo) => Promise<Response>) {
  const stores = new Map<string, MemoryCache>();
  const open = async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!;
  const caches = {
    open,
    match: async (key: RequestInfo) => {
      for (const store of stores.values()) {
        const hit = await store.match(key);
        if (hit) return hit;
      }
      return undefined;
    },
  } as unknown as CacheStorage;
  const env: Env = {
    caches,
    fetch: fetchImpl as typeof fetch,
    buildCache: 'build-1',
    pageKey: 'https://h.test/cast/standalone.html',
    mediaCache: MEDIA_CACHE,
    mediaLimit: 300,
  };
  return { env, open };
}
const page = () => new Request('https://h.test/cast/lobby');
const html = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/html' } });

test('the page comes from the network and is kept; unreachable, failing or hung servers get the kept copy', async () => {
  let answer: () => Promise<Response> = async () => html('<p>v1</p>');
  const { env } = envWith(() => answer());
  expect(await (await networkFirstPage(env, page())).text()).toBe('<p>v1</p>');

  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  expect(await (await networkFirstPage(env, page())).text()).toBe('<p>v1</p>');
  answer = async () => html('bad gateway', 502);
  expect(await (await networkFirstPage(env, page())).text()).toBe('<p>v1</p>');
  answer = () => new Promise(() => undefined);
  expect(await (await networkFirstPage(env, page(), 50)).text()).toBe('<p>v1</p>');

  answer = async () => html('not built', 404);
  expect((await networkFirstPage(env, page())).status).toBe(404);
});

test('with nothing kept, a network failure is the browser error it always was', async () => {
  const { env } = envWith(() => Promise.reject(new TypeError('Failed to fetch')));
  await expect(networkFirstPage(env, page())).rejects.toThrow('Failed to fetch');
});

test('photos are kept after the first load and served without the network; the oldest go past the limit', async () => {
  let calls = 0;
  const { env, open } = envWith(async () => {
    calls += 1;
    return Object.defineProperty(new Response('jpeg'), 'type', { value: 'basic' });
  });
  await cacheFirstMedia(env, 'https://h.test/api/v1/media/default/a.jpg');
  expect(await (await cacheFirstMedia(env, 'https://h.test/api/v1/media/default/a.jpg')).text()).toBe('jpeg');
  expect(calls).toBe(1);

  const store = await open(MEDIA_CACHE);
  for (const n of ['b', 'c', 'd']) await store.put(`https://h.test/media/${n}.jpg`, new Response(n));
  await trimCache(store as unknown as Cache, 2);
  expect((await store.keys()).map((r) => r.url)).toEqual(['https://h.test/media/c.jpg', 'https://h.test/media/d.jpg']);
});

test('API replies: network first, the kept reply when the server is down or silent; the oldest go past the limit', async () => {
  let answer: () => Promise<Response> = async () => new Response('{"v":1}');
  const { env, open } = envWith(() => answer());
  const data = { name: 'data', limit: 2 };
  const get = (path: string) => networkFirstData(env, new Request(`https://h.test${path}`), data, 50);
  expect(await (await get('/api/v1/sites/s/styling')).text()).toBe('{"v":1}');
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  expect(await (await get('/api/v1/sites/s/styling')).text()).toBe('{"v":1}');
  answer = () => new Promise(() => undefined);
  expect(await (await get('/api/v1/sites/s/styling')).text()).toBe('{"v":1}');
  answer = async () => new Response('{"v":2}');
  await get('/api/v1/sites/s/categories/tree');
  await get('/api/v1/sites/s/styling'); // used again: moves to the newest end
  await get('/api/v1/sites/s/entries/e1');
  const keys = (await (await open('data')).keys()).map((r) => new URL(r.url).pathname);
  expect(keys).toEqual(['/api/v1/sites/s/styling', '/api/v1/sites/s/entries/e1']);
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  await expect(get('/api/v1/sites/s/categories/tree')).rejects.toThrow('Failed to fetch');
});

test('offline, a photo never kept at the size asked for is shown from its largest kept size', async () => {
  let online = true;
  const { env } = envWith(async (r) => {
    if (!online) throw new TypeError('Failed to fetch');
    const body = `bytes of ${typeof r === 'string' ? r : r.url}`;
    return Object.defineProperty(new Response(body), 'type', { value: 'basic' });
  });
  const base = 'https://h.test/api/v1/media/s';
  await cacheFirstMedia(env, `${base}/ada-w320.webp`);
  await cacheFirstMedia(env, `${base}/ada-w640.webp`);
  await cacheFirstMedia(env, `${base}/grace-w1280.webp`);
  online = false;
  expect(await (await cacheFirstMedia(env, `${base}/ada-w1280.webp`)).text()).toBe(`bytes of ${base}/ada-w640.webp`);
  expect(await (await cacheFirstMedia(env, `${base}/ada.jpg`)).text()).toBe(`bytes of ${base}/ada-w640.webp`);
  await expect(cacheFirstMedia(env, `${base}/alan-w320.webp`)).rejects.toThrow('Failed to fetch');
});
