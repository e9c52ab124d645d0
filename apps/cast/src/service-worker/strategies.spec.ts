import { cacheFirstMedia, networkFirstPage, trimCache, type Env } from './strategies';
import { MEDIA_CACHE } from './routes';

/**
 * Node has Request and Response but no CacheStorage: this is a minimal one (keys in insertion order, like
 * the browser's). The real worker runs in Chromium in e2e/tests/cast-offline.spec.ts.
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
