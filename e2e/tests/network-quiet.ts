import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * "Nothing more loads" for journeys that assert what a page did not fetch: every request of the page (and its
 * frames) has ended and none started for `quietMs`. Counted here from the context's own request events rather
 * than with Playwright's `networkidle`, whose bookkeeping can lose the idle state of a frame for good once the
 * frame loads something after it was idle (microsoft/playwright#42598: a settings journey hung 180 s). Change
 * streams (EventSource) stay open by design and are not counted, as `networkidle` does not count them either.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
const lastChange = new WeakMap<Page, number>();
const tracked = new WeakSet<BrowserContext>();

export function trackRequests(context: BrowserContext): void {
  if (tracked.has(context)) return;
  tracked.add(context);
  const pageOf = (r: Request): Page | null => {
    try {
      return r.frame().page();
    } catch {
      return null; // a service worker's request
    }
  };
  const set = (page: Page) => {
    let s = inFlight.get(page);
    if (!s) inFlight.set(page, (s = new Set()));
    return s;
  };
  context.on('request', (r) => {
    const page = pageOf(r);
    if (!page || r.resourceType() === 'eventsource') return;
    set(page).add(r);
    lastChange.set(page, Date.now());
  });
  const done = (r: Request) => {
    const page = pageOf(r);
    if (page && inFlight.get(page)?.delete(r)) lastChange.set(page, Date.now());
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** Waits until `page` (of a journey with `test.use({ trackNetwork: true })`) has had no request in flight for `quietMs` (at most `timeoutMs`). */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  if (!tracked.has(page.context())) throw new Error('networkQuiet needs test.use({ trackNetwork: true })');
  const start = Date.now();
  for (;;) {
    const open = inFlight.get(page)?.size ?? 0;
    const since = Date.now() - (lastChange.get(page) ?? 0);
    if (open === 0 && since >= quietMs) return;
    if (Date.now() - start > timeoutMs)
      throw new Error(
        `${page.url()}: still loading after ${timeoutMs} ms: ${[...(inFlight.get(page) ?? [])].map((r) => r.url()).join(', ')}`,
      );
    await new Promise((r) => setTimeout(r, open === 0 ? Math.max(50, quietMs - since) : 100));
  }
}
