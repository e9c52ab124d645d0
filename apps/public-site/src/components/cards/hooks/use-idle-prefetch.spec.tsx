/**
 * @jest-environment jsdom
 */
import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, publicApi, setApiOrigin } from '@laurel/api-client';
import {
  IDLE_PREFETCH_CONCURRENCY,
  IDLE_PREFETCH_LIMIT,
  useIdlePrefetch,
  type PrefetchTarget,
} from './use-idle-prefetch';

/* eslint-disable @typescript-eslint/no-require-imports -- jsdom has no fetch API; undici's is the one Node
   itself ships, and it needs Node's web streams and message ports, loaded before it. */
const { MessageChannel, MessagePort } = require('node:worker_threads');
Object.assign(globalThis, require('node:stream/web'), { MessageChannel, MessagePort });
const undici = require('undici') as typeof import('undici');
Object.assign(globalThis, { Request: undici.Request, Headers: undici.Headers, Response: undici.Response });
/* eslint-enable @typescript-eslint/no-require-imports */

const folders = (n: number): PrefetchTarget[] => Array.from({ length: n }, (_, i) => ({ kind: 'folder', id: `f${i}` }));

function Page({ targets, cms = false }: { targets: PrefetchTarget[]; cms?: boolean }) {
  useIdlePrefetch('default', targets, cms);
  return <p>page</p>;
}

const urls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([req]) => new URL((req as Request).url).pathname);

setApiOrigin('http://laurel.test');
let fetchMock: jest.Mock;
let unanswered: ((e: Error) => void)[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  // Requests that answer only when the test ends (then they fail, freeing the shared prefetch slots).
  fetchMock = jest.fn(() => new Promise((_, reject) => unanswered.push(reject)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(async () => {
  cleanup(); // unmount first, so queued prefetches stop before the slots free up
  unanswered.forEach((reject) => reject(new TypeError('test over')));
  unanswered = [];
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100); // RTK notifies subscribers on a later frame
  });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('after idle, fetches the next pages with their own query args, at most 4 at a time', async () => {
  const prefetch = jest.spyOn(publicApi.util, 'prefetch');
  render(
    <Provider store={makeStore()}>
      <Page targets={[{ kind: 'entry', id: 'e1' }, ...folders(10)]} />
    </Provider>,
  );
  expect(fetchMock).not.toHaveBeenCalled(); // not while the page is still rendering
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
  expect(prefetch).toHaveBeenCalledWith(
    'getEntry',
    { siteId: 'default', entryId: 'e1', cms: false },
    { ifOlderThan: 60 },
  );
  expect(prefetch).toHaveBeenCalledWith(
    'getCategory',
    { siteId: 'default', categoryId: 'f0', cms: false },
    { ifOlderThan: 60 },
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(urls(fetchMock)).toEqual([
    '/api/v1/sites/default/entries/e1',
    '/api/v1/sites/default/categories/f0',
    '/api/v1/sites/default/categories/f1',
    '/api/v1/sites/default/categories/f2',
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(IDLE_PREFETCH_CONCURRENCY);
});

test('answers land in the cache the target page reads (cms omitted or false), and only the first 24 cards', async () => {
  fetchMock.mockImplementation(async (req: Request) => {
    const id = new URL(req.url).pathname.split('/').pop();
    return new undici.Response(JSON.stringify({ category: { _id: id }, entries: [], subCategories: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const store = makeStore();
  render(
    <Provider store={store}>
      <Page targets={folders(30)} />
    </Provider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2000);
  });
  expect(fetchMock).toHaveBeenCalledTimes(IDLE_PREFETCH_LIMIT);
  const cached = publicApi.endpoints.getCategory.select({ siteId: 'default', categoryId: 'f3' })(store.getState());
  expect(cached.data?.category._id).toBe('f3');
});

test('does nothing in CMS mode or when the connection asks to save data', async () => {
  const { unmount } = render(
    <Provider store={makeStore()}>
      <Page targets={folders(5)} cms />
    </Provider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  unmount();
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  render(
    <Provider store={makeStore()}>
      <Page targets={folders(5)} />
    </Provider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(fetchMock).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});
