import { expect, type APIRequestContext, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shared by the public-site journeys: demo sign-in for setting up data through the API, and touch gestures. */
export const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };
export const SITE = 'default';
const API = '/api/v1';

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/auth/login`, { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).accessToken as string;
}

export const authHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a folder (published) and returns its id. */
export async function createFolder(
  request: APIRequestContext,
  token: string,
  body: { categoryName: string; layout?: string; parentCategoryID?: string | null },
): Promise<string> {
  const res = await request.post(`${API}/sites/${SITE}/categories`, { headers: authHeaders(token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  const folder = await res.json();
  const patch = await request.patch(`${API}/sites/${SITE}/categories/${folder._id}`, {
    headers: authHeaders(token),
    data: { isLive: true },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  return folder._id as string;
}

/** Creates an entry in a folder and returns its id. */
export async function createEntry(
  request: APIRequestContext,
  token: string,
  folderId: string,
  entry: Record<string, unknown>,
): Promise<string> {
  const res = await request.post(`${API}/sites/${SITE}/categories/${folderId}/entries`, {
    headers: authHeaders(token),
    data: entry,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())._id as string;
}

export async function deleteFolder(request: APIRequestContext, token: string, folderId: string): Promise<void> {
  await request.delete(`${API}/sites/${SITE}/categories/${folderId}`, { headers: authHeaders(token) });
}

/** Uploads one of the demo site's photos as a new media item and returns its id. */
export async function uploadPhoto(request: APIRequestContext, token: string, file = 'generic.jpg'): Promise<string> {
  const buffer = readFileSync(join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', file));
  const res = await request.post(`${API}/sites/${SITE}/media`, {
    headers: authHeaders(token),
    multipart: { file: { name: file, mimeType: 'image/jpeg', buffer }, description: 'Test photo' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())._id as string;
}

/** Real touch input through the Chrome DevTools Protocol (touch events and pointer events, as a finger makes). */
export async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
  return {
    async tap(x: number, y: number) {
      await send('touchStart', [{ x, y }]);
      await send('touchEnd', []);
    },
    /** Two taps sent back to back: two awaited taps can land past the 300 ms double-tap window on a busy machine. */
    async doubleTap(x: number, y: number) {
      await Promise.all([
        send('touchStart', [{ x, y }]),
        send('touchEnd', []),
        send('touchStart', [{ x, y }]),
        send('touchEnd', []),
      ]);
    },
    async pinch(cx: number, cy: number, from: number, to: number, steps = 8) {
      await send('touchStart', [
        { x: cx - from / 2, y: cy },
        { x: cx + from / 2, y: cy },
      ]);
      for (let i = 1; i <= steps; i++) {
        const d = from + ((to - from) * i) / steps;
        await send('touchMove', [
          { x: cx - d / 2, y: cy },
          { x: cx + d / 2, y: cy },
        ]);
      }
      await send('touchEnd', []);
    },
    async swipe(x1: number, x2: number, y: number, steps = 8) {
      await send('touchStart', [{ x: x1, y }]);
      for (let i = 1; i <= steps; i++) await send('touchMove', [{ x: x1 + ((x2 - x1) * i) / steps, y }]);
      await send('touchEnd', []);
    },
  };
}

/**
 * Stops a page's fake clock (`page.clock.install`) and waits until no code chunk is loading, before a journey
 * fast-forwards it. A jump fires every timer due before its end, rspack's chunk time-out (120 s) included; with
 * the clock running, the page's idle work (the data and code of the pages its cards open, started by idle
 * callbacks) could start a chunk between pageReady's check and the jump: ChunkLoadError, then a reload. Once
 * stopped, no timer or idle callback starts another. `page.clock.resume()` lets it run again.
 */
export async function stopClockWhenLoaded(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await expect.poll(() => page.locator('script[data-rspack]').count()).toBe(0);
}

/**
 * Waits until a public page runs in the browser (`PAGE_READY_ATTRIBUTE` of libs/domain): a server-rendered page
 * is visible before its handlers (kiosk idle return, swipes) are live.
 */
export async function pageReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
  // …and no code chunk still on its way (rspack's loader keeps a script[data-rspack] until it ends): a journey
  // that fast-forwards a fake clock (page.clock) would otherwise fire the loader's 120 s timeout mid-load.
  await expect.poll(() => page.locator('script[data-rspack]').count()).toBe(0);
}
